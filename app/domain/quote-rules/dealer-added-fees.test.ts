import { describe, expect, it } from "vitest";
import { dealerAddedFees } from "./dealer-added-fees";
import { line, quote } from "./test-quotes";

describe("dealer-added charges, flagged as negotiable with their amount", () => {
  it.each([
    ["Market adjustment", "a market adjustment"],
    ["Dealer prep", "dealer preparation"],
    ["Protection package", "a protection package"],
    ["VIN etching", "window etching"],
    ["Nitrogen", "a nitrogen tire fill"],
    ["Anti-theft system", "a theft-deterrent product"],
  ])("flags %j", (label, what) => {
    const [flag] = dealerAddedFees.check(quote([line(label, 120_000, "add-on")]), "2026-11-20");
    expect(flag).toMatchObject({ amountCents: 120_000, linePosition: 0 });
    expect(flag?.sentence).toContain(`is ${what} the dealer adds and prices itself: it is negotiable`);
  });

  it("flags reconditioning on a new car, not on a used one", () => {
    const lines = [line("Reconditioning", 99_500, "other")];
    expect(dealerAddedFees.check(quote(lines, { condition: "new" }), "2026-11-20")).toHaveLength(1);
    expect(dealerAddedFees.check(quote(lines, { condition: "used" }), "2026-11-20")).toEqual([]);
  });

  it("passes ordinary lines", () => {
    expect(dealerAddedFees.check(quote([line("Vehicle price", 3_000_000, "vehicle-price")]), "2026-11-20")).toEqual([]);
  });
});
