import { CREDIT_CATEGORIES, type LineCategory } from "#app/domain/quotes/categories";
import type { QuoteLine } from "#app/domain/quotes/reading";

/** A line's effect on what the buyer pays: credits lower it whichever sign the quote printed them with. */
export const signedAmount = (line: QuoteLine) => (CREDIT_CATEGORIES.has(line.category) ? -Math.abs(line.amountCents) : line.amountCents);

export const sumOf = (lines: QuoteLine[], keep: (category: LineCategory) => boolean = () => true) =>
  lines.filter((line) => keep(line.category)).reduce((sum, line) => sum + signedAmount(line), 0);

/** Paid with, not for: the trade-in, its payoff and the down payment come after the price out the door. */
const SETTLEMENT: ReadonlySet<LineCategory> = new Set(["trade-in", "payoff", "down-payment"]);
export const outTheDoor = (lines: QuoteLine[]) => sumOf(lines, (category) => !SETTLEMENT.has(category));

// What California taxes on a car sale: the price less the dealer's discounts, the dealer's charges and
// add-ons. Not optional service contracts or GAP, DMV fees or the tire fee; a manufacturer's rebate is
// taxed (the price before it), and a trade-in does not lower the taxable amount.
const TAXED: ReadonlySet<LineCategory> = new Set(["vehicle-price", "discount", "documentation-fee", "add-on", "other"]);
export const estimatedTaxable = (lines: QuoteLine[]) => sumOf(lines, (category) => TAXED.has(category));

/** Two amounts that differ by no more than a dollar agree: quotes round. */
export const ROUNDING_CENTS = 100;
