import { describe, expect, it } from "vitest";
import { line, quote } from "./test-quotes";
import { tireFee } from "./tire-fee";

describe("the California tire fee (Public Resources Code §42885)", () => {
  it.each([700, 875])("passes %i cents: four or five tires at $1.75", (amount) => {
    expect(tireFee.check(quote([line("California tire fee", amount, "tire-fee")]), "2026-11-20")).toEqual([]);
  });

  it("flags a fee that is not $1.75 a tire, with what is over", () => {
    const [flag] = tireFee.check(quote([line("Tire fee", 1_500, "tire-fee")]), "2026-11-20");
    expect(flag).toMatchObject({ ruleId: "tire-fee", amountCents: 625, linePosition: 0 });
    expect(flag?.sentence).toBe("The tire fee is $15; California's tire fee is $1.75 a new tire, $8.75 for 4 tires (5 with a spare).");
  });

  it("holds the fee to the count of tires the quote prints", () => {
    const [flag] = tireFee.check(quote([line("Tire fee (4 tires)", 875, "tire-fee")], { tireCount: 4 }), "2026-11-20");
    expect(flag?.amountCents).toBe(175);
  });

  it("is in force until the end of 2033 only", () => {
    expect(tireFee.check(quote([line("Tire fee", 1_500, "tire-fee")]), "2034-01-02")).toEqual([]);
  });
});
