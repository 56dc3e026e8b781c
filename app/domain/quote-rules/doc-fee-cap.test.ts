import { describe, expect, it } from "vitest";
import { docFeeCap } from "./doc-fee-cap";
import { line, quote } from "./test-quotes";

describe("the documentation fee cap (Vehicle Code §4456.5)", () => {
  it("flags a fee over $85 with the amount over the cap", () => {
    const [flag] = docFeeCap.check(quote([line("Documentation fee", 15_000, "documentation-fee")]), "2026-11-20");
    expect(flag).toMatchObject({ ruleId: "doc-fee-cap", amountCents: 6_500, linePosition: 0, severity: "question" });
    expect(flag?.headline).toBe("a documentation fee $65 above California's cap");
    expect(flag?.sentence).toContain("$70 for dealers outside the DMV's electronic registration program");
    expect(flag?.source.label).toBe("California Vehicle Code §4456.5(a)(1)");
  });

  it("passes a fee at or under the cap", () => {
    expect(docFeeCap.check(quote([line("Doc fee", 8_500, "documentation-fee")]), "2026-11-20")).toEqual([]);
  });

  it("applies the cap in force on the quote's date: $80 in 2018", () => {
    const [flag] = docFeeCap.check(quote([line("Doc fee", 8_500, "documentation-fee")]), "2018-06-01");
    expect(flag?.amountCents).toBe(500);
  });

  it("says nothing for a date before the first cap it knows", () => {
    expect(docFeeCap.check(quote([line("Doc fee", 50_000, "documentation-fee")]), "2010-01-01")).toEqual([]);
  });
});
