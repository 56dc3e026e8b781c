import { describe, expect, it } from "vitest";
import type { QuoteFlag } from "../quote-rules";
import { buyerSummary } from "./summary";

const flag = (ruleId: string, amountCents: number, headline: string, severity: QuoteFlag["severity"] = "question"): QuoteFlag => ({
  ruleId,
  severity,
  linePosition: null,
  amountCents,
  sentence: `${headline}.`,
  headline,
  source: { label: `Source of ${ruleId}`, url: `https://example.org/${ruleId}` },
});

describe("the buyer's summary in the chat", () => {
  it("counts the lines and the items, names the one with most at stake, and gives the sources", () => {
    const summary = buyerSummary({
      status: "read",
      lineCount: 14,
      flags: [
        flag("tire-fee", 500, "a tire fee that is not $1.75 a tire"),
        flag("doc-fee-cap", 6_500, "a documentation fee $65 above California's cap"),
        flag("totals-add-up", 100, "a total $1 above"),
      ],
      worthQuestioningCents: 7_100,
    });
    expect(summary.text).toBe(
      "We read 14 lines from your quote. Your advisor will go over 3 items with you, including a documentation fee $65 above " +
        "California's cap. Worth questioning: $71.",
    );
    expect(summary.sources.map((source) => source.label)).toEqual([
      "Source of tire-fee",
      "Source of doc-fee-cap",
      "Source of totals-add-up",
    ]);
    expect(summary.note).toBe("This is information, not legal advice.");
  });

  it("adds a reminder of the buyer's rights, and says so when nothing stood out", () => {
    const summary = buyerSummary({
      status: "read",
      lineCount: 1,
      flags: [flag("used-car-return", 0, "your right to return", "info")],
      worthQuestioningCents: 0,
    });
    expect(summary.text).toBe(
      "We read 1 line from your quote. Nothing on it stood out against California's rules; your advisor will still go over it " +
        "with you. your right to return.",
    );
  });

  it("says plainly what could not be read, and what is not a quote", () => {
    expect(buyerSummary({ status: "unreadable", reason: "the photo is too blurred to read" }).text).toBe(
      "We couldn't read your quote automatically: the photo is too blurred to read. Your advisor will go over it with you.",
    );
    expect(buyerSummary({ status: "not-quote" }).sources).toEqual([]);
  });
});
