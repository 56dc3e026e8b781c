import { eq, type SQLWrapper } from "drizzle-orm";
import { checkQuote } from "#app/domain/quote-rules";
import { UNREADABLE_REASONS } from "#app/domain/quotes/messages";
import type { QuoteReading } from "#app/domain/quotes/reading";
import type { Database } from "#worker/db/client";
import { quoteChecks, quoteFlags, quoteLines } from "#worker/db/schema";
import type { ReadOutcome } from "./read-quote.server";

// D1 binds at most 100 parameters a statement: rows are inserted a few at a time.
const LINE_ROWS_PER_INSERT = 8;
const FLAG_ROWS_PER_INSERT = 10;

const chunks = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** The day in California (YYYY-MM-DD): the rules in force on it apply to a quote with no date of its own. */
export const californiaDay = (now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(now);

/** What a reading made of an upload, written as one batch: the check's state, its lines as read, its flags. */
export function readingStatements(db: Database, checkId: string, outcome: ReadOutcome, now: Date): SQLWrapper[] {
  const at = now.toISOString();
  const clear = [
    db.delete(quoteFlags).where(eq(quoteFlags.checkId, checkId)),
    db.delete(quoteLines).where(eq(quoteLines.checkId, checkId)),
  ];
  if (outcome.kind !== "quote") {
    const reason = outcome.kind === "unreadable" ? UNREADABLE_REASONS[outcome.reason] : null;
    const status = outcome.kind === "unreadable" ? "unreadable" : "not-quote";
    return [
      ...clear,
      db
        .update(quoteChecks)
        .set({ status, reader: outcome.reader, reason, head: null, readAt: at, checkedAt: at, flagCount: 0, worthQuestioningCents: 0 })
        .where(eq(quoteChecks.id, checkId)),
    ];
  }
  const { lines, ...head } = outcome.reading;
  const rows = lines.map((line, position) => ({
    checkId,
    position,
    label: line.label,
    readAmountCents: line.amountCents,
    readCategory: line.category,
    categorisedBy: line.categorisedBy,
    amountCents: line.amountCents,
    category: line.category,
    markedOptional: line.markedOptional,
    section: line.section,
  }));
  return [
    ...clear,
    ...chunks(rows, LINE_ROWS_PER_INSERT).map((part) => db.insert(quoteLines).values(part)),
    db
      .update(quoteChecks)
      .set({ status: "read", reader: outcome.reader, reason: null, head, readAt: at })
      .where(eq(quoteChecks.id, checkId)),
    ...checkStatements(db, checkId, outcome.reading, now, false),
  ];
}

/** The rules run again over a reading (as read, or as an advisor corrected it): its flags and counts replaced. */
export function checkStatements(db: Database, checkId: string, reading: QuoteReading, now: Date, clearFlags = true): SQLWrapper[] {
  const check = checkQuote(reading, californiaDay(now));
  const rows = check.flags.map((flag) => ({
    checkId,
    ruleId: flag.ruleId,
    severity: flag.severity,
    linePosition: flag.linePosition,
    amountCents: flag.amountCents,
    sentence: flag.sentence,
    headline: flag.headline,
    sourceLabel: flag.source.label,
    sourceUrl: flag.source.url,
  }));
  return [
    ...(clearFlags ? [db.delete(quoteFlags).where(eq(quoteFlags.checkId, checkId))] : []),
    ...chunks(rows, FLAG_ROWS_PER_INSERT).map((part) => db.insert(quoteFlags).values(part)),
    db
      .update(quoteChecks)
      .set({ flagCount: check.items, worthQuestioningCents: check.worthQuestioningCents, checkedAt: now.toISOString() })
      .where(eq(quoteChecks.id, checkId)),
  ];
}
