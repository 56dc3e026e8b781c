import { and, asc, eq, or, type SQLWrapper } from "drizzle-orm";
import type { CorrectedField } from "#app/domain/quotes/check-status";
import type { QuoteLineCorrection } from "#app/domain/quotes/correction";
import { formatCents } from "#app/domain/quotes/money";
import { d1Batch } from "#worker/db/batch";
import { database } from "#worker/db/client";
import { leads, quoteChecks, quoteCorrections, quoteLines } from "#worker/db/schema";
import { auditOnLead } from "#worker/services/leads";
import { checkStatements } from "./check-store.server";

export type CorrectionOutcome = "corrected" | "unchanged" | "missing";

/**
 * An advisor corrects a line's amount or category: the line takes the new values,
 * the reading stays beside them (read_amount_cents, read_category), each change is recorded with the
 * advisor and the time (quote_corrections, and the lead's audit), and the rules run again, all in one
 * D1 batch. "missing" when the line is not one of this lead's quotes.
 */
export async function correctQuoteLine(
  env: Env,
  advisorId: number,
  change: QuoteLineCorrection,
  now = new Date(),
): Promise<CorrectionOutcome> {
  const db = database(env.DB);
  const [found] = await db
    .select({ head: quoteChecks.head })
    .from(quoteChecks)
    .innerJoin(leads, or(eq(quoteChecks.leadId, leads.id), eq(quoteChecks.path, leads.dealerQuoteImagePath)))
    .where(and(eq(leads.id, change.leadId), eq(quoteChecks.id, change.checkId), eq(quoteChecks.status, "read")));
  const lines = found
    ? await db.select().from(quoteLines).where(eq(quoteLines.checkId, change.checkId)).orderBy(asc(quoteLines.position))
    : [];
  const line = lines.find((row) => row.position === change.position);
  if (!found?.head || !line) return "missing";
  const changed: { field: CorrectedField; before: string; after: string }[] = [];
  if (line.amountCents !== change.amount)
    changed.push({ field: "amount", before: formatCents(line.amountCents), after: formatCents(change.amount) });
  if (line.category !== change.category) changed.push({ field: "category", before: line.category, after: change.category });
  if (changed.length === 0) return "unchanged";
  const corrected = lines.map((row) =>
    row.position === change.position ? { ...row, amountCents: change.amount, category: change.category } : row,
  );
  const reading = {
    ...found.head,
    lines: corrected.map((row) => ({
      label: row.label,
      amountCents: row.amountCents,
      category: row.category,
      categorisedBy: row.categorisedBy,
      markedOptional: row.markedOptional,
      section: row.section,
    })),
  };
  const statements: SQLWrapper[] = [
    db
      .update(quoteLines)
      .set({ amountCents: change.amount, category: change.category })
      .where(and(eq(quoteLines.checkId, change.checkId), eq(quoteLines.position, change.position))),
    db.insert(quoteCorrections).values(changed.map((c) => ({ checkId: change.checkId, linePosition: change.position, advisorId, ...c }))),
    auditOnLead(advisorId, change.leadId, { action: "quote-correct", line: change.position, fields: changed.map((c) => c.field) }),
    ...checkStatements(db, change.checkId, reading, now),
  ];
  await d1Batch(env.DB, statements);
  return "corrected";
}
