import { and, eq, or, sql } from "drizzle-orm";
import { d1Batch } from "#worker/db/batch";
import { database } from "#worker/db/client";
import { leads, quoteChecks } from "#worker/db/schema";
import { auditOnLead } from "#worker/services/leads";
import { sendReading } from "./reading-queue.server";

export type RereadOutcome = "queued" | "not-queued" | "missing";

/**
 * An advisor asks for a quote that could not be read to be read again: its check goes back on the
 * queue as if just uploaded (its reading, its AI claim and answer cleared, so the model is asked
 * afresh), recorded in the lead's audit in the same batch. "missing" when the check is not one of the
 * lead's unread quotes (another advisor asked first, or it was read meanwhile).
 */
export async function rereadQuote(env: Env, advisorId: number, leadId: string, checkId: string): Promise<RereadOutcome> {
  const db = database(env.DB);
  const [found] = await db
    .select({ source: quoteChecks.source })
    .from(quoteChecks)
    .innerJoin(leads, or(eq(quoteChecks.leadId, leads.id), eq(quoteChecks.path, leads.dealerQuoteImagePath)))
    .where(and(eq(leads.id, leadId), eq(quoteChecks.id, checkId), eq(quoteChecks.status, "unreadable")));
  if (!found) return "missing";
  const [requeued] = await d1Batch(env.DB, [
    db
      .update(quoteChecks)
      .set({ status: "queued", reader: null, reason: null, head: null, readAt: null, checkedAt: null, aiClaimedAt: null, aiAnswer: null })
      .where(and(eq(quoteChecks.id, checkId), eq(quoteChecks.status, "unreadable")))
      .returning({ id: quoteChecks.id }),
    sql`${auditOnLead(advisorId, leadId, { action: "quote-reread" })} and changes() > 0`,
  ]);
  if ((requeued?.results.length ?? 0) === 0) return "missing";
  return (await sendReading(env, checkId, found.source)) ? "queued" : "not-queued";
}
