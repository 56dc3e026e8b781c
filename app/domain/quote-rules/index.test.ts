import { describe, expect, it } from "vitest";
import { checkQuote, QUOTE_RULES } from "./index";
import { line, quote } from "./test-quotes";

describe("every rule", () => {
  it("cites a source with an address, and says when it is in force", () => {
    for (const rule of QUOTE_RULES) {
      expect(rule.sources.length, rule.id).toBeGreaterThan(0);
      for (const source of rule.sources) expect(source.url, rule.id).toMatch(/^https:\/\//);
      expect(rule.effective.from, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(QUOTE_RULES.map((rule) => rule.id)).size).toBe(QUOTE_RULES.length);
  });
});

describe("checking a quote", () => {
  const lines = [
    line("Vehicle price", 3_250_000, "vehicle-price"),
    line("Documentation fee", 15_000, "documentation-fee"),
    line("Nitrogen tire fill", 19_900, "add-on"),
  ];

  it("counts a line flagged by two rules once in the sum worth questioning", () => {
    const check = checkQuote(quote(lines), "2026-11-24");
    // nitrogen: no benefit, not optional, dealer-added; doc fee: over the cap
    expect(check.flags.map((flag) => flag.ruleId)).toEqual(["doc-fee-cap", "no-benefit-add-on", "add-on-not-optional", "dealer-added-fee"]);
    expect(check.worthQuestioningCents).toBe(6_500 + 19_900);
    expect(check.items).toBe(2);
  });

  it("applies the rules in force on the quote's date: no CARS Act before 2026-10-01", () => {
    const check = checkQuote(quote(lines, { quoteDate: "2026-09-30" }), "2026-11-24");
    expect(check.flags.map((flag) => flag.ruleId)).toEqual(["doc-fee-cap", "dealer-added-fee"]);
  });

  it("takes the day of the check when the quote has no date", () => {
    expect(checkQuote(quote(lines, { quoteDate: null }), "2026-09-01").flags.map((flag) => flag.ruleId)).not.toContain("no-benefit-add-on");
  });
});
