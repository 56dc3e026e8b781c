import { describe, expect, it } from "vitest";
import { line, quote } from "./test-quotes";
import { totalsAddUp } from "./totals-add-up";

const lines = [
  line("Vehicle price", 3_000_000, "vehicle-price"),
  line("Dealer discount", 100_000, "discount"),
  line("Doc fee", 8_500, "documentation-fee"),
  line("Trade-in allowance", -500_000, "trade-in"),
];

describe("lines that do not add up to the printed total", () => {
  it("passes an out-the-door total and a balance after the trade-in, to the dollar", () => {
    const totals = [
      { label: "Total", amountCents: 2_908_550, kind: "total" as const },
      { label: "Balance due", amountCents: 2_408_500, kind: "balance" as const },
    ];
    expect(totalsAddUp.check(quote(lines, { totals }), "2026-11-20")).toEqual([]);
  });

  it("flags a total that is not what its lines make, with the difference", () => {
    const [flag] = totalsAddUp.check(quote(lines, { totals: [{ label: "Total", amountCents: 2_958_500, kind: "total" }] }), "2026-11-20");
    expect(flag).toMatchObject({ amountCents: 50_000, linePosition: null });
    expect(flag?.sentence).toBe("The lines add up to $29,085, but the quote's total is $29,585: $500 more than its lines.");
  });
});
