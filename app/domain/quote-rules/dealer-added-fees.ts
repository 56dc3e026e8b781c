import { formatCents } from "#app/domain/quotes/money";
import { DEALER_ADDED, wordingOf } from "#app/domain/quotes/wording";
import { type QuoteRule, question } from "./rule";
import { SOURCES } from "./sources";

const ID = "dealer-added-fee";

/**
 * What a good advisor questions on any quote: charges the dealer adds and prices itself (a market
 * adjustment, dealer preparation, protection packages, etching, nitrogen, theft deterrents, and
 * reconditioning on a new car). None is a government fee; each is negotiable. Vehicle Code §11713.19
 * forbids adding such charges without disclosing them and the buyer's consent.
 */
export const dealerAddedFees: QuoteRule = {
  id: ID,
  title: "Dealer-added charges, negotiable",
  sources: [SOURCES.addedCharges],
  effective: { from: "2006-07-01", to: null },
  check(quote) {
    return quote.lines.flatMap((line, position) => {
      const added = wordingOf(line.label)?.dealerAdded;
      if (!added || line.amountCents <= 0) return [];
      // A used car is reconditioned for real; on a new one the charge pays for nothing the buyer gets.
      if (added === "reconditioning" && quote.condition !== "new") return [];
      return [
        question(ID, SOURCES.addedCharges, position, line.amountCents, {
          sentence:
            `${line.label} (${formatCents(line.amountCents)}) is ${DEALER_ADDED[added]} ` +
            "the dealer adds and prices itself: it is negotiable.",
          headline: `${DEALER_ADDED[added]} of ${formatCents(line.amountCents)}`,
        }),
      ];
    });
  },
};
