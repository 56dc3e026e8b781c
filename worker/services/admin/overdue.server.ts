import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { LeadFilters } from "~/domain/admin/lead-filters";
import { advisorAgeMinutes, overdueBounds } from "~/domain/admin/overdue";
import { database, type Database } from "../../db/client";
import { leads } from "../../db/schema";
import { selectListed } from "./lead-list.server";
import { awaitsCall, leadConditions } from "./lead-query.server";

/** How many overdue leads the box lists when opened; the counts cover all of them, and the list sorts the rest. */
export const OVERDUE_SHOWN = 100;

/** New leads awaiting a call that match the list's search and filters ("Mine" is `advisorId`'s). */
const waitingFor = (filters: Partial<LeadFilters>, advisorId: number) =>
  and(leadConditions(filters, advisorId), eq(leads.status, "new"), awaitsCall);

/** The counts: overdue now, and falling due before the Pacific day ends; on the (status, last_requested_at) index. */
export const overdueCountsQuery = (
  db: Database,
  filters: Partial<LeadFilters>,
  advisorId: number,
  bounds: ReturnType<typeof overdueBounds>,
) =>
  db
    .select({
      overdue: sql<number>`coalesce(sum(${leads.lastRequestedAt} <= ${bounds.overdue}), 0)`,
      dueToday: sql<number>`coalesce(sum(${leads.lastRequestedAt} > ${bounds.overdue}), 0)`,
    })
    .from(leads)
    .where(and(waitingFor(filters, advisorId), lte(leads.lastRequestedAt, bounds.dueToday)));

/** The overdue leads, longest waiting first, walked on the same index so the walk stops at the limit. */
export const overdueListQuery = (db: Database, filters: Partial<LeadFilters>, advisorId: number, overdue: string) =>
  selectListed(db)
    .where(and(waitingFor(filters, advisorId), lte(leads.lastRequestedAt, overdue)))
    .orderBy(asc(leads.lastRequestedAt))
    .limit(OVERDUE_SHOWN);

/**
 * The overdue box (issue 21, item 6): new leads still uncalled 2 advisor hours after their latest request,
 * however old (no look-back window), and those falling due later today, under the list's own search,
 * filters and Mine. A repeat request restarts the wait (issue 11, item 2).
 */
export async function overdueBox(env: Env, filters: Partial<LeadFilters>, advisorId: number, now = new Date()) {
  const db = database(env.DB);
  const bounds = overdueBounds(now);
  const [[counts], listed] = await Promise.all([
    overdueCountsQuery(db, filters, advisorId, bounds),
    overdueListQuery(db, filters, advisorId, bounds.overdue),
  ]);
  return {
    overdue: counts?.overdue ?? 0,
    dueToday: counts?.dueToday ?? 0,
    leads: listed.map((lead) => ({ ...lead, waitedMinutes: advisorAgeMinutes(new Date(lead.lastRequestedAt ?? lead.createdAt), now) })),
  };
}
