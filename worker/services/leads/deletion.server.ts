import { eq, or, type SQLWrapper, sql } from "drizzle-orm";
import type { DeletionReason } from "#app/domain/admin/audit";
import { database } from "#worker/db/client";
import { leadDeletions, leadNotes, leadRequests, leads, leadStatusChanges, quoteChecks } from "#worker/db/schema";
import { d1Batch } from "#worker/db/batch";
import { logEvent } from "#worker/log.server";
import { auditOnLead } from "./audit.server";

export type DeletionCause = { reason: DeletionReason; advisorId: number | null };

/**
 * The one way a lead is deleted, on the visitor's request (an advisor, or the buyer on their page) or when
 * its retention ends (the daily cron). The dealer quotes in R2 go first, so no file outlives its row; then,
 * in one D1 batch (a transaction), the audit row that keeps no personal data, the lead's status
 * history, notes and requests, and the lead. The audit row is copied from the lead inside the batch, so
 * two runs racing on one lead record one deletion. An advisor's deletion is also written to
 * advisor_actions, the advisors' audit, which stays (it has no foreign key to the lead).
 * Resolves false when there was no such lead.
 */
export async function deleteLead(env: Env, id: string, cause: DeletionCause, alsoDelete: SQLWrapper[] = []): Promise<boolean> {
  const db = database(env.DB);
  const [lead] = await db.select({ quote: leads.dealerQuoteImagePath }).from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return false;
  // The chat's quote, and any an advisor uploaded on the lead's page, with their checks.
  const quotesOfLead = lead.quote ? or(eq(quoteChecks.leadId, id), eq(quoteChecks.path, lead.quote)) : eq(quoteChecks.leadId, id);
  const uploaded = await db.select({ path: quoteChecks.path }).from(quoteChecks).where(quotesOfLead);
  const files = [...new Set([...(lead.quote ? [lead.quote] : []), ...uploaded.map((check) => check.path)])];
  if (files.length > 0) await env.UPLOADS.delete(files);
  const statements = [
    ...(cause.advisorId === null ? [] : [auditOnLead(cause.advisorId, id, { action: "delete" })]),
    // insert … select copies every column in the table's order; id and deleted_at take their defaults.
    db.insert(leadDeletions).select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          leadId: leads.id,
          leadSource: leads.leadSource,
          leadCreatedAt: sql<string>`${leads.createdAt}`.as("lead_created_at"),
          hadDealerQuote: sql<boolean>`${files.length > 0}`.as("had_dealer_quote"),
          deletedAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ','now')`.as("deleted_at"),
          reason: sql<DeletionReason>`${cause.reason}`.as("reason"),
          advisorId: sql<number | null>`${cause.advisorId}`.as("advisor_id"),
        })
        .from(leads)
        .where(eq(leads.id, id)),
    ),
    db.delete(leadStatusChanges).where(eq(leadStatusChanges.leadId, id)),
    db.delete(leadNotes).where(eq(leadNotes.leadId, id)),
    db.delete(leadRequests).where(eq(leadRequests.leadId, id)),
    db.delete(quoteChecks).where(quotesOfLead),
    // What else the caller takes with the lead, in the same transaction (a buyer's own deletion: buyers/deletion.server.ts).
    ...alsoDelete,
    db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id }),
  ];
  const results = await d1Batch(env.DB, statements);
  const deleted = (results.at(-1)?.results.length ?? 0) > 0;
  if (deleted) logEvent("lead_deleted", { leadId: id, reason: cause.reason, hadDealerQuote: files.length > 0, advisorId: cause.advisorId });
  return deleted;
}
