import { LINE_CATEGORY_LABELS } from "#app/domain/quotes/categories";
import { formatCents } from "#app/domain/quotes/money";
import { type QuoteRule, question } from "./rule";
import { SOURCES } from "./sources";

// A label or heading that presents a charge as the state's: "DMV", "government", "state fees".
const GOVERNMENT = /\b(gov(ernment|'?t)?|dmv|state|official)\b/i;

const ID = "dealer-charge-as-government-fee";

/**
 * Vehicle Code §4456.5: the electronic filing charge (and the document processing charge) are the
 * dealer's and "shall not be represented as a governmental fee"; the filing charge may not exceed what
 * the dealer's first-line service provider charges it.
 */
export const dealerChargeAsGovernmentFee: QuoteRule = {
  id: ID,
  title: "A dealer's charge presented as a government fee",
  sources: [SOURCES.electronicFiling, SOURCES.docFee],
  effective: { from: "2012-07-01", to: null },
  check(quote) {
    return quote.lines.flatMap((line, position) => {
      if (line.category !== "electronic-filing" && line.category !== "documentation-fee") return [];
      if (!GOVERNMENT.test(line.label) && !GOVERNMENT.test(line.section ?? "")) return [];
      const what = LINE_CATEGORY_LABELS[line.category].toLowerCase();
      const filing = line.category === "electronic-filing";
      return [
        question(ID, filing ? SOURCES.electronicFiling : SOURCES.docFee, position, line.amountCents, {
          sentence:
            `The ${what} of ${formatCents(line.amountCents)} is shown as a government fee. It is the dealer's own charge, ` +
            (filing ? "and may not exceed what the dealer's filing service charges it." : "capped by law, not paid to the state."),
          headline: `a ${what} shown as a government fee`,
        }),
      ];
    });
  },
};
