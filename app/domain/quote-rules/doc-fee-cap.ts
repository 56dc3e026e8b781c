import { formatCents } from "#app/domain/quotes/money";
import { type QuoteRule, question, valueOn } from "./rule";
import { SOURCES } from "./sources";

/**
 * Vehicle Code §4456.5(a)(1): the document processing charge may not exceed $85 for a dealer in the
 * DMV's electronic registration program (a private industry partner under §1685), $70 for any other.
 * The caps were $80 and $65 from 2012-07-01 (AB 1215, Stats. 2011, ch. 329); $85 and $70 since
 * 2019-01-01 (AB 516, Stats. 2016, ch. 90, with the temporary plates). SB 791 would have raised them
 * and was vetoed in October 2025, so they stand.
 */
export const DOC_FEE_CAPS = [
  { period: { from: "2019-01-01", to: null }, partnerCents: 8500, otherCents: 7000 },
  { period: { from: "2012-07-01", to: "2018-12-31" }, partnerCents: 8000, otherCents: 6500 },
] as const;

const ID = "doc-fee-cap";

export const docFeeCap: QuoteRule = {
  id: ID,
  title: "Documentation fee over California's cap",
  sources: [SOURCES.docFee],
  effective: { from: "2012-07-01", to: null },
  check(quote, on) {
    const cap = valueOn(DOC_FEE_CAPS, on);
    if (!cap) return [];
    return quote.lines.flatMap((line, position) => {
      if (line.category !== "documentation-fee" || line.amountCents <= cap.partnerCents) return [];
      // Which cap applies depends on a contract the quote does not show: the higher one is the dealer's best case.
      const over = line.amountCents - cap.partnerCents;
      return [
        question(ID, SOURCES.docFee, position, over, {
          sentence:
            `The documentation fee is ${formatCents(line.amountCents)}, ${formatCents(over)} above California's cap of ` +
            `${formatCents(cap.partnerCents)} (${formatCents(cap.otherCents)} for dealers outside ` +
            "the DMV's electronic registration program).",
          headline: `a documentation fee ${formatCents(over)} above California's cap`,
        }),
      ];
    });
  },
};
