/** Amounts are kept in whole cents, so sums and comparisons are exact. */
export const cents = (dollars: number) => Math.round(dollars * 100);

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$1,234.50"; whole amounts without cents ("$65"), as a person says them. */
export function formatCents(amount: number): string {
  return amount % 100 === 0 ? wholeDollars.format(amount / 100) : dollars.format(amount / 100);
}

// An amount at the end of a printed line: "$1,234.56", "1,234.56", "($500.00)", "-$500", "500.00 CR".
// Without a dollar sign it needs its cents, so a year or a count ("2026", "4 tires") is never read as money.
const AMOUNT_AT_END =
  /(?<open>\(|-|−)?\s*(?<sign>\$)?\s*(?<whole>\d{1,3}(?:,\d{3})+|\d+)(?<frac>\.\d{2})?\s*(?<close>\))?\s*(?<cr>CR)?\s*$/;

/** The amount a printed line ends with, and the text before it; null when the line ends with no amount. */
export function amountAtEnd(line: string): { label: string; amountCents: number } | null {
  const match = AMOUNT_AT_END.exec(line);
  const groups = match?.groups;
  if (!match || !groups?.whole) return null;
  if (!groups.sign && !groups.frac) return null;
  const label = line.slice(0, match.index);
  // "Model Year 2026.00" is not a thing; a digit right before the amount means the amount was cut out of a number.
  if (/\d$/.test(label)) return null;
  const value = Number(groups.whole.replaceAll(",", "")) * 100 + (groups.frac ? Number(groups.frac.slice(1)) : 0);
  const negative = Boolean(groups.open === "-" || groups.open === "−" || (groups.open === "(" && groups.close) || groups.cr);
  return { label: label.replace(/[\s.:…_-]+$/, "").trim(), amountCents: negative ? -value : value };
}
