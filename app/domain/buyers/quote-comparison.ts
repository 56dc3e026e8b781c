import type { QuoteFlag } from "#app/domain/quote-rules";
import { outTheDoor, signedAmount } from "#app/domain/quote-rules/quote-sums";
import { LINE_CATEGORIES, type LineCategory } from "#app/domain/quotes/categories";
import type { QuoteHead, QuoteLine } from "#app/domain/quotes/reading";

// Two or more checked quotes side by side (docs/decisions/051's page): the car, its price, each fee and
// add-on, what the check flagged, and the price out the door, each against the quote that costs least
// out the door. A flagged amount is a question to put to the dealer, never a saving: it changes no total
// and no difference.

/** A checked quote as the comparison reads it: its head, its lines as they stand, its flags. */
export type ComparedQuote = {
  id: string;
  head: QuoteHead | null;
  lines: QuoteLine[];
  flags: Pick<QuoteFlag, "severity" | "linePosition" | "amountCents">[];
};

/**
 * One quote's amount on a row: its effect on the price (credits negative; nothing when the quote has no
 * such line), what was flagged on those lines, and the difference from the base quote's (null on the base).
 */
export type ComparedCell = { present: boolean; amountCents: number; flaggedCents: number; differenceCents: number | null };

/** A row: one category (the price, each fee), or one add-on by its name. */
export type ComparisonRow = { key: string; category: LineCategory; label: string | null; cells: ComparedCell[] };

export type ComparedColumn = {
  id: string;
  dealer: string | null;
  vehicle: string | null;
  outTheDoorCents: number;
  /** The total the quote printed, when it printed one: it may not be what its lines add up to. */
  printedTotalCents: number | null;
  /** The sum worth questioning: a question for the dealer, added to nothing. */
  flaggedCents: number;
  /** Out the door, against the base quote's; null for the base itself. */
  differenceCents: number | null;
};

export type QuoteComparison = {
  columns: ComparedColumn[];
  /** The quote every difference is counted from: the one that costs least out the door (the first of equals). */
  base: number;
  rows: ComparisonRow[];
  /** Whether every quote names the same car (year, make and model), as far as each one says. */
  sameVehicle: boolean;
};

/** Categories whose lines are told apart by their names: the products and charges a dealer adds. */
const NAMED: ReadonlySet<LineCategory> = new Set(["add-on", "service-contract", "gap", "other"]);

/** The trade-in, its payoff and the down payment pay for the car; they are no part of its price. */
export const LEFT_OUT: ReadonlySet<LineCategory> = new Set(["trade-in", "payoff", "down-payment"]);

/** "Nitrogen-filled tires" and "NITROGEN FILLED TIRES" are one add-on. */
const nameKey = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const rowKey = (line: QuoteLine) => (NAMED.has(line.category) ? `${line.category}:${nameKey(line.label)}` : line.category);

/** What was flagged on each line, counted once per line at its largest question, as the sum worth questioning is. */
function flaggedByLine(flags: ComparedQuote["flags"]): { byLine: Map<number, number>; total: number } {
  const byLine = new Map<number, number>();
  let whole = 0;
  for (const flag of flags) {
    if (flag.severity !== "question") continue;
    if (flag.linePosition === null) whole += flag.amountCents;
    else byLine.set(flag.linePosition, Math.max(byLine.get(flag.linePosition) ?? 0, flag.amountCents));
  }
  return { byLine, total: whole + [...byLine.values()].reduce((sum, amount) => sum + amount, 0) };
}

const vehicleOf = (head: QuoteHead | null) => {
  const words = [head?.vehicle.year, head?.vehicle.make, head?.vehicle.model].filter((word) => word !== null && word !== undefined);
  return words.length > 0 ? words.join(" ") : null;
};

const printedTotal = (head: QuoteHead | null) => head?.totals.find((total) => total.kind === "total")?.amountCents ?? null;

export function compareQuotes(quotes: readonly ComparedQuote[]): QuoteComparison {
  const rows = new Map<string, ComparisonRow>();
  const absent = (): ComparedCell => ({ present: false, amountCents: 0, flaggedCents: 0, differenceCents: null });
  const columns = quotes.map((quote, column) => {
    const flagged = flaggedByLine(quote.flags);
    quote.lines.forEach((line, position) => {
      if (LEFT_OUT.has(line.category)) return;
      const key = rowKey(line);
      const row = rows.get(key) ?? { key, category: line.category, label: NAMED.has(line.category) ? line.label : null, cells: [] };
      const cell = row.cells[column] ?? absent();
      cell.present = true;
      cell.amountCents += signedAmount(line);
      cell.flaggedCents += flagged.byLine.get(position) ?? 0;
      row.cells[column] = cell;
      rows.set(key, row);
    });
    return {
      id: quote.id,
      dealer: quote.head?.dealerName ?? null,
      vehicle: vehicleOf(quote.head),
      outTheDoorCents: outTheDoor(quote.lines),
      printedTotalCents: printedTotal(quote.head),
      flaggedCents: flagged.total,
      differenceCents: null as number | null,
    };
  });
  const base = columns.reduce((best, column, index) => (column.outTheDoorCents < (columns[best]?.outTheDoorCents ?? 0) ? index : best), 0);
  const baseTotal = columns[base]?.outTheDoorCents ?? 0;
  for (const [index, column] of columns.entries()) column.differenceCents = index === base ? null : column.outTheDoorCents - baseTotal;
  const ordered = [...rows.values()].toSorted(
    // The categories' own order: the price, what comes off it, the charges, then what the dealer sells on top.
    (a, b) => LINE_CATEGORIES.indexOf(a.category) - LINE_CATEGORIES.indexOf(b.category) || (a.label ?? "").localeCompare(b.label ?? ""),
  );
  for (const row of ordered) {
    const baseAmount = row.cells[base]?.amountCents ?? 0;
    row.cells = quotes.map((_, index) => {
      const cell = row.cells[index] ?? absent();
      return { ...cell, differenceCents: index === base ? null : cell.amountCents - baseAmount };
    });
  }
  const vehicles = columns.map((column) => column.vehicle?.toLowerCase()).filter((vehicle) => vehicle !== undefined);
  return { columns, base, rows: ordered, sameVehicle: new Set(vehicles).size <= 1 };
}
