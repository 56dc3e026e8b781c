import { describe, expect, it } from "vitest";
import { dealerChargeAsGovernmentFee } from "./dealer-charge-as-government-fee";
import { line, quote } from "./test-quotes";

describe("dealer charges presented as government fees (Vehicle Code §4456.5)", () => {
  it("flags an electronic filing charge listed under government fees", () => {
    const filing = line("Electronic filing fee", 3_000, "electronic-filing", { section: "Government fees" });
    const [flag] = dealerChargeAsGovernmentFee.check(quote([filing]), "2026-11-20");
    expect(flag).toMatchObject({ linePosition: 0, amountCents: 3_000, source: { label: "California Vehicle Code §4456.5(a)(2)" } });
    expect(flag?.sentence).toContain("may not exceed what the dealer's filing service charges it");
  });

  it("flags one whose own label says DMV", () => {
    expect(
      dealerChargeAsGovernmentFee.check(quote([line("DMV electronic filing", 3_000, "electronic-filing")]), "2026-11-20"),
    ).toHaveLength(1);
  });

  it("passes a filing charge among the dealer's charges", () => {
    const filing = line("Electronic filing fee", 3_000, "electronic-filing", { section: "Dealer fees" });
    expect(dealerChargeAsGovernmentFee.check(quote([filing]), "2026-11-20")).toEqual([]);
  });
});
