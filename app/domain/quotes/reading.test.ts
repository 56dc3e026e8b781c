import { describe, expect, it } from "vitest";
import { quoteLineCorrectionSchema } from "./correction";
const MAX_LINE_AMOUNT_CENTS = 1_000_000_000;
import { quoteReadingSchema } from "./reading";
const quoteAmountSchema = quoteReadingSchema.shape.totals.element.shape.amountCents;

describe("an amount a quote line can hold", () => {
  it("is at most $10,000,000 either way, and whole", () => {
    expect(quoteAmountSchema.safeParse(MAX_LINE_AMOUNT_CENTS).success).toBe(true);
    expect(quoteAmountSchema.safeParse(-MAX_LINE_AMOUNT_CENTS).success).toBe(true);
    for (const amount of [MAX_LINE_AMOUNT_CENTS + 1, -MAX_LINE_AMOUNT_CENTS - 1, 1e26, Number.POSITIVE_INFINITY, Number.NaN, 1.5]) {
      expect(quoteAmountSchema.safeParse(amount).success).toBe(false);
    }
  });
});

describe("an advisor's correction of a line's amount", () => {
  const correction = (amount: string) =>
    quoteLineCorrectionSchema.safeParse({
      intent: "quote-line",
      leadId: crypto.randomUUID(),
      checkId: crypto.randomUUID(),
      position: "2",
      amount,
      category: "documentation-fee",
    });

  it("takes an amount up to $10,000,000", () => {
    expect(correction("$10,000,000").data?.amount).toBe(MAX_LINE_AMOUNT_CENTS);
    expect(correction("-1,234.50").data?.amount).toBe(-123_450);
  });

  it.each([
    ["1 followed by 600 zeros", `1${"0".repeat(600)}`],
    ["a cent past the bound", "10,000,000.01"],
    ["30 nines below zero", `-${"9".repeat(30)}`],
  ])("refuses %s with the bound in words", (_name, amount) => {
    const parsed = correction(amount);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["Type an amount between -$10,000,000 and $10,000,000."]);
  });
});
