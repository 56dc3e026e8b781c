import { describe, expect, it } from "vitest";
import { noBenefitAddOns } from "./no-benefit-add-ons";
import { line, quote } from "./test-quotes";

describe("add-ons with no benefit (Civil Code §1784.42, CARS Act)", () => {
  it("flags nitrogen with its amount and the question to ask", () => {
    const [flag] = noBenefitAddOns.check(quote([line("Nitrogen tire fill", 19_900, "add-on")]), "2026-11-20");
    expect(flag).toMatchObject({
      amountCents: 19_900,
      linePosition: 0,
      source: { label: "California Civil Code §1784.42(a) (CARS Act, SB 766)" },
    });
    expect(flag?.sentence).toContain("95% purity");
  });

  it("flags oil changes and a catalytic-converter marking on an electric car only", () => {
    const lines = [line("Prepaid oil change plan", 49_900, "add-on"), line("Catalytic converter etch", 29_900, "add-on")];
    expect(noBenefitAddOns.check(quote(lines, { electric: true }), "2026-11-20").map((f) => f.linePosition)).toEqual([0, 1]);
    expect(noBenefitAddOns.check(quote(lines, { electric: false }), "2026-11-20")).toEqual([]);
  });

  it("is in force from 2026-10-01", () => {
    expect(noBenefitAddOns.effective).toEqual({ from: "2026-10-01", to: null });
  });
});
