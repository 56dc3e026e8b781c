import type { QuoteReading } from "#app/domain/quotes/reading";

/** Where a rule comes from: a code section (or a page) and the address of its text. */
export type RuleSource = { label: string; url: string };

/** When a rule, or one value of it, is in force: from the first day to the last (null: still in force). */
export type Period = { from: string; to: string | null };

/**
 * One thing the check says about a quote: a plain sentence, the amount at stake and
 * where the rule comes from. A "question" is worth raising with the dealer; "info" tells the buyer a
 * right they have and is never counted as worth questioning.
 */
export type QuoteFlag = {
  ruleId: string;
  severity: "question" | "info";
  /** The line the flag is about (its position in the reading), or null for the quote as a whole. */
  linePosition: number | null;
  /** What is at stake, in cents; 0 when the flag is a reminder. */
  amountCents: number;
  /** The sentence the advisor reads. */
  sentence: string;
  /** The same in a few words, for the buyer's summary: "a documentation fee $65 above California's cap". */
  headline: string;
  source: RuleSource;
};

/**
 * A rule is data (its sources and the period it is in force) with the code that applies it. `check`
 * is given the quote and the day it is judged on (the quote's own date, else the day it was read).
 */
export type QuoteRule = {
  id: string;
  title: string;
  sources: RuleSource[];
  effective: Period;
  check: (quote: QuoteReading, on: string) => QuoteFlag[];
};

/** Whether a day (YYYY-MM-DD) lies in a period. */
export const inForce = (period: Period, on: string) => period.from <= on && (period.to === null || on <= period.to);

/** The value in force on a day, from a table of values with their periods. */
export function valueOn<T extends { period: Period }>(table: readonly T[], on: string): T | null {
  return table.find((row) => inForce(row.period, on)) ?? null;
}

const LEGINFO = "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml";

/** A California code section on the Legislature's site. */
export const codeSection = (code: "VEH" | "CIV" | "PRC" | "RTC", section: string, label: string): RuleSource => ({
  label,
  url: `${LEGINFO}?lawCode=${code}&sectionNum=${section}`,
});

/** A question worth raising about one line of the quote (its position), or about the whole quote (null). */
export const question = (
  ruleId: string,
  source: RuleSource,
  linePosition: number | null,
  amountCents: number,
  words: { sentence: string; headline: string },
): QuoteFlag => ({ ruleId, severity: "question", linePosition, amountCents, ...words, source });
