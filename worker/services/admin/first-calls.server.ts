import { and, asc, eq, isNull, lte, ne } from "drizzle-orm";
import { advisorMinutesBetween } from "#app/domain/admin/advisor-time";
import { NEWSLETTER_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import type { Database } from "#worker/db/client";
import { leadRequests } from "#worker/db/schema";

// Each request for a call remembers its first call (docs/decisions/057): the time, the advisor and the
// wait in advisor minutes, which the dashboard's first contact counts (first_contact_hours, kept by triggers).

/** The lead's requests for a call made at or before `at` that no call has answered yet, on the lead's index. */
export const awaitingFirstCall = (db: Database, leadId: string, at: string) =>
  db
    .select({ id: leadRequests.id, createdAt: leadRequests.createdAt })
    .from(leadRequests)
    .where(
      and(
        eq(leadRequests.leadId, leadId),
        lte(leadRequests.createdAt, at),
        isNull(leadRequests.firstCallAt),
        ne(leadRequests.source, NEWSLETTER_LEAD_SOURCE),
      ),
    )
    .orderBy(asc(leadRequests.createdAt));

/**
 * The statements, for the call's own batch, that make a call at `at` the first call of those requests.
 * Each is written only while its request still has none, so of two advisors logging a call at once, the
 * one whose batch commits first is the first call, once.
 */
export function firstCallUpdates(db: Database, requests: readonly { id: number; createdAt: string }[], advisorId: number, at: string) {
  const calledAt = new Date(at);
  return requests.map((request) =>
    db
      .update(leadRequests)
      .set({ firstCallAt: at, firstCallerId: advisorId, firstCallMinutes: advisorMinutesBetween(new Date(request.createdAt), calledAt) })
      .where(and(eq(leadRequests.id, request.id), isNull(leadRequests.firstCallAt))),
  );
}
