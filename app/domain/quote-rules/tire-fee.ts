import { formatCents } from "#app/domain/quotes/money";
import { type QuoteRule, question, valueOn } from "./rule";
import { SOURCES } from "./sources";

/**
 * Public Resources Code §42885(b): the California tire fee is $1.75 per new tire, in this text from
 * 2005-01-01 to 2033-12-31. A new car's fee covers its four tires, or five with a full-size spare.
 */
export const TIRE_FEES = [{ period: { from: "2005-01-01", to: "2033-12-31" }, perTireCents: 175 }] as const;

const ID = "tire-fee";
const MAX_TIRES_ON_A_CAR = 5;

export const tireFee: QuoteRule = {
  id: ID,
  title: "A tire fee that is not $1.75 a tire",
  sources: [SOURCES.tireFee],
  effective: { from: "2005-01-01", to: "2033-12-31" },
  check(quote, on) {
    const fee = valueOn(TIRE_FEES, on);
    if (!fee) return [];
    return quote.lines.flatMap((line, position) => {
      if (line.category !== "tire-fee") return [];
      const expected = expectedFee(line.amountCents, quote.tireCount, fee.perTireCents);
      if (expected === line.amountCents) return [];
      const over = Math.max(0, line.amountCents - expected);
      const tires = quote.tireCount ? `${quote.tireCount} tires` : `4 tires (5 with a spare)`;
      return [
        question(ID, SOURCES.tireFee, position, over, {
          sentence:
            `The tire fee is ${formatCents(line.amountCents)}; California's tire fee is ${formatCents(fee.perTireCents)} a new tire, ` +
            `${formatCents(expected)} for ${tires}.`,
          headline: `a tire fee of ${formatCents(line.amountCents)} that is not ${formatCents(fee.perTireCents)} a tire`,
        }),
      ];
    });
  },
};

/** What the fee should be: the printed count of tires times the fee, else the whole number of tires (1 to 5) the amount is, else 4. */
function expectedFee(amount: number, count: number | null, perTire: number): number {
  if (count) return count * perTire;
  const tires = amount / perTire;
  if (Number.isInteger(tires) && tires >= 1 && tires <= MAX_TIRES_ON_A_CAR) return amount;
  return Math.min(MAX_TIRES_ON_A_CAR, Math.max(4, Math.floor(tires))) * perTire;
}
