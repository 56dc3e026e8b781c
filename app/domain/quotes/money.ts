/** Amounts are kept in whole cents, so sums and comparisons are exact. */
export const cents = (dollars: number) => Math.round(dollars * 100);

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$1,234.50"; whole amounts without cents ("$65"), as a person says them. */
export function formatCents(amount: number): string {
  return amount % 100 === 0 ? wholeDollars.format(amount / 100) : dollars.format(amount / 100);
}

/** No line of a car quote reaches $10,000,000: a reading with a larger amount is refused, as is an advisor's correction. */
export const MAX_LINE_AMOUNT_CENTS = 1_000_000_000;

// An amount at the end of a printed line: "$1,234.56", "1,234.56", "($500.00)", "-$500", "500.00 CR".
// Without a dollar sign it needs its cents, so a year or a count ("2026", "4 tires") is never read as money.
// The digits are bounded (at most 12, past any car's price) and the pattern only ever sees a line's last
// characters, so no line, however long, makes it slow: a longer run of digits is a number, not an amount.
const AMOUNT_AT_END =
  /(?<open>\(|-|−)?\s*(?<sign>\$)?\s*(?<whole>\d{1,3}(?:,\d{3}){1,3}|\d{1,12})(?<frac>\.\d{2})?\s*(?<close>\))?\s*(?<cr>CR)?\s*$/;
/** "($999,999,999,999.99) CR" and the spaces around it fit in this many characters. */
const AMOUNT_TAIL_CHARS = 40;

/** The amount a printed line ends with, and the text before it; null when the line ends with no amount. */
export function amountAtEnd(line: string): { label: string; amountCents: number } | null {
  const start = Math.max(0, line.length - AMOUNT_TAIL_CHARS);
  const match = AMOUNT_AT_END.exec(line.slice(start));
  const groups = match?.groups;
  if (!match || !groups?.whole) return null;
  if (!groups.sign && !groups.frac) return null;
  const label = line.slice(0, start + match.index);
  // "Model Year 2026.00" is not a thing; a digit right before the amount means the amount was cut out of a number.
  if (/\d$/.test(label)) return null;
  const value = Number(groups.whole.replaceAll(",", "")) * 100 + (groups.frac ? Number(groups.frac.slice(1)) : 0);
  const negative = Boolean(groups.open === "-" || groups.open === "−" || (groups.open === "(" && groups.close) || groups.cr);
  return { label: label.replace(/[\s.:…_-]+$/, "").trim(), amountCents: negative ? -value : value };
}
