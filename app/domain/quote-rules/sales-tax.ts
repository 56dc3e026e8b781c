import { formatCents } from "#app/domain/quotes/money";
import type { QuoteReading } from "#app/domain/quotes/reading";
import { type QuoteFlag, type QuoteRule, question, valueOn } from "./rule";
import { estimatedTaxable, ROUNDING_CENTS } from "./quote-sums";
import { SOURCES } from "./sources";

/**
 * California's sales-tax rates (CDTFA): the statewide base of 7.25% everywhere, up to the highest
 * combined rate with district taxes in force. The highest has been 11.25% since 2025-04-01 (Lancaster
 * and Palmdale, CDTFA's rate changes of that day); add a row when CDTFA publishes a higher one.
 */
export const SALES_TAX_RANGES = [{ period: { from: "2025-04-01", to: null }, minPercent: 7.25, maxPercent: 11.25 }] as const;

const ID = "sales-tax";
/** Without a printed taxable amount the check estimates one, and allows this much more (2%, at least $5). */
const ESTIMATE_TOLERANCE = { share: 0.02, minCents: 500 } as const;

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

export const salesTax: QuoteRule = {
  id: ID,
  title: "Sales tax outside California's range or not the rate times the taxable amount",
  sources: [SOURCES.salesTaxRates],
  effective: { from: "2025-04-01", to: null },
  check(quote, on) {
    const range = valueOn(SALES_TAX_RANGES, on);
    const position = quote.lines.findIndex((line) => line.category === "sales-tax");
    const tax = quote.lines.filter((line) => line.category === "sales-tax").reduce((sum, line) => sum + line.amountCents, 0);
    if (!range || position < 0 || tax <= 0) return [];
    const printedTaxable = quote.totals.find((total) => total.kind === "taxable")?.amountCents ?? null;
    const taxable = printedTaxable ?? estimatedTaxable(quote.lines);
    const flag = (amountCents: number, sentence: string, headline: string): QuoteFlag[] => [
      question(ID, SOURCES.salesTaxRates, position, amountCents, { sentence, headline }),
    ];
    const rate = quote.taxRatePercent ?? (taxable > 0 ? (tax / taxable) * 100 : null);
    if (rate === null) return [];
    const rangeText = `California's range (${percent(range.minPercent)} to ${percent(range.maxPercent)})`;
    if (rate < range.minPercent - 0.005 || rate > range.maxPercent + 0.005) {
      const overMax = Math.max(0, tax - Math.round((taxable * range.maxPercent) / 100));
      const said =
        quote.taxRatePercent === null
          ? `The sales tax works out at ${percent(rate)} of the taxable amount, outside ${rangeText}.`
          : `The sales-tax rate of ${percent(rate)} is outside ${rangeText}.`;
      return flag(overMax, said, "a sales-tax rate outside California's range");
    }
    if (quote.taxRatePercent === null) return [];
    return mismatch(quote, tax, taxable, printedTaxable !== null, flag);
  },
};

/** The printed rate times the taxable amount, against the tax the quote charges. */
function mismatch(
  quote: QuoteReading,
  tax: number,
  taxable: number,
  printed: boolean,
  flag: (amountCents: number, sentence: string, headline: string) => QuoteFlag[],
): QuoteFlag[] {
  const rate = quote.taxRatePercent ?? 0;
  const expected = Math.round((taxable * rate) / 100);
  const difference = tax - expected;
  const tolerance = printed ? ROUNDING_CENTS : Math.max(ESTIMATE_TOLERANCE.minCents, Math.round(tax * ESTIMATE_TOLERANCE.share));
  // Without the dealer's own taxable amount only a tax above the estimate is worth raising.
  if (printed ? Math.abs(difference) <= tolerance : difference <= tolerance) return [];
  const base = printed ? `the taxable amount of ${formatCents(taxable)}` : `our estimate of the taxable amount, ${formatCents(taxable)}`;
  return flag(
    Math.abs(difference),
    `The sales tax is ${formatCents(tax)}, but ${percent(rate)} of ${base} is ${formatCents(expected)}.`,
    `a sales tax ${formatCents(Math.abs(difference))} ${difference > 0 ? "above" : "below"} the printed rate`,
  );
}
