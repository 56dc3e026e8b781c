import { formatCents } from "#app/domain/quotes/money";
import type { QuoteRule } from "./rule";
import { SOURCES } from "./sources";

/**
 * Civil Code §1784.43 (the CARS Act, from 2026-10-01): a used car sold at $50,000 or less may be
 * returned within 3 days if driven no more than 400 miles; the dealer may keep a restocking fee of
 * 1.5% of the price, at least $200 and at most $600. A reminder for the buyer, not a question.
 */
export const USED_CAR_RETURN = {
  maxPriceCents: 5_000_000,
  days: 3,
  maxMiles: 400,
  restockingShare: 0.015,
  restockingMinCents: 20_000,
  restockingMaxCents: 60_000,
} as const;

const ID = "used-car-return";

export const usedCarReturn: QuoteRule = {
  id: ID,
  title: "The 3-day return of a used car at or under $50,000",
  sources: [SOURCES.carsActReturn],
  effective: { from: "2026-10-01", to: null },
  check(quote) {
    if (quote.condition !== "used") return [];
    const priced = quote.lines.filter((line) => line.category === "vehicle-price").reduce((sum, line) => sum + line.amountCents, 0);
    const price = priced > 0 ? priced : (quote.totals.find((total) => total.kind === "total")?.amountCents ?? 0);
    if (price <= 0 || price > USED_CAR_RETURN.maxPriceCents) return [];
    const fee = Math.min(
      USED_CAR_RETURN.restockingMaxCents,
      Math.max(USED_CAR_RETURN.restockingMinCents, Math.round(price * USED_CAR_RETURN.restockingShare)),
    );
    return [
      {
        ruleId: ID,
        severity: "info",
        linePosition: null,
        amountCents: 0,
        sentence:
          `A used car at ${formatCents(price)} can be returned within ${USED_CAR_RETURN.days} days if driven no more than ` +
          `${USED_CAR_RETURN.maxMiles} miles; the dealer may keep a restocking fee of 1.5% ` +
          `(${formatCents(fee)} here, between $200 and $600).`,
        headline: `your right to return the car within ${USED_CAR_RETURN.days} days`,
        source: SOURCES.carsActReturn,
      },
    ];
  },
};
