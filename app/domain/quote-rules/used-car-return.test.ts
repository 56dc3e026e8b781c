import { describe, expect, it } from "vitest";
import { line, quote } from "./test-quotes";
import { usedCarReturn } from "./used-car-return";

describe("the 3-day return of a used car (Civil Code §1784.43, CARS Act)", () => {
  it("reminds the buyer of a used car at $50,000 or less, with the restocking fee", () => {
    const [flag] = usedCarReturn.check(quote([line("Vehicle price", 2_400_000, "vehicle-price")], { condition: "used" }), "2026-11-20");
    expect(flag).toMatchObject({ severity: "info", amountCents: 0 });
    expect(flag?.sentence).toContain("restocking fee of 1.5% ($360 here, between $200 and $600)");
  });

  it.each([
    [1_000_000, "$200"],
    [4_999_900, "$600"],
  ])("keeps the fee between $200 and $600 (%i cents)", (price, fee) => {
    const [flag] = usedCarReturn.check(quote([line("Vehicle price", price, "vehicle-price")], { condition: "used" }), "2026-11-20");
    expect(flag?.sentence).toContain(`(${fee} here`);
  });

  it("says nothing for a new car or a used one over $50,000", () => {
    expect(usedCarReturn.check(quote([line("Vehicle price", 2_400_000, "vehicle-price")]), "2026-11-20")).toEqual([]);
    expect(usedCarReturn.check(quote([line("Vehicle price", 5_000_100, "vehicle-price")], { condition: "used" }), "2026-11-20")).toEqual(
      [],
    );
  });
});
