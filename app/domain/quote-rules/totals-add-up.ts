import { formatCents } from "#app/domain/quotes/money";
import { type QuoteRule, question } from "./rule";
import { outTheDoor, ROUNDING_CENTS, sumOf } from "./quote-sums";
import { SOURCES } from "./sources";

const ID = "totals-add-up";

/**
 * The quote's lines must add up to the total it prints (out the door, or the balance after the trade-in
 * and down payment). Arithmetic needs no statute; since 2026-10-01 the CARS Act also requires the total
 * price disclosed (Civil Code §1784.41(a)), and a total that the lines do not make is not that.
 */
export const totalsAddUp: QuoteRule = {
  id: ID,
  title: "Lines that do not add up to the printed total",
  sources: [SOURCES.totalPrice],
  effective: { from: "2000-01-01", to: null },
  check(quote) {
    const sums = [outTheDoor(quote.lines), sumOf(quote.lines)];
    return quote.totals.flatMap((total) => {
      if (total.kind !== "total" && total.kind !== "balance") return [];
      const differences = sums.map((sum) => total.amountCents - sum);
      const difference = differences.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a));
      if (Math.abs(difference) <= ROUNDING_CENTS) return [];
      const closest = total.amountCents - difference;
      const more = difference > 0;
      return [
        question(ID, SOURCES.totalPrice, null, Math.abs(difference), {
          sentence:
            `The lines add up to ${formatCents(closest)}, but the quote's ${total.label.toLowerCase()} is ` +
            `${formatCents(total.amountCents)}: ${formatCents(Math.abs(difference))} ${more ? "more" : "less"} than its lines.`,
          headline: `a total ${formatCents(Math.abs(difference))} ${more ? "above" : "below"} what its lines add up to`,
        }),
      ];
    });
  },
};
