import { ADD_ON_CATEGORIES } from "#app/domain/quotes/categories";
import { formatCents } from "#app/domain/quotes/money";
import { type QuoteRule, question } from "./rule";
import { SOURCES } from "./sources";

const ID = "add-on-not-optional";

/**
 * Civil Code §1784.41(b) (the CARS Act, from 2026-10-01): a dealer's written word about an add-on must
 * say, at least once, that it is not required and the car can be bought without it. A quote that lists
 * add-ons and says nowhere that they are optional, on the line or elsewhere, falls short.
 */
export const addOnsOptional: QuoteRule = {
  id: ID,
  title: "Add-ons not marked optional",
  sources: [SOURCES.carsActDisclosures],
  effective: { from: "2026-10-01", to: null },
  check(quote) {
    if (quote.optionalStatement) return [];
    return quote.lines.flatMap((line, position) => {
      if (!ADD_ON_CATEGORIES.has(line.category) || line.markedOptional || line.amountCents <= 0) return [];
      return [
        question(ID, SOURCES.carsActDisclosures, position, line.amountCents, {
          sentence:
            `${line.label} (${formatCents(line.amountCents)}) is not marked optional. California requires the dealer to say in ` +
            "writing that add-ons are not required; you can buy the car without it.",
          headline: `${line.label.toLowerCase()} not marked optional`,
        }),
      ];
    });
  },
};
