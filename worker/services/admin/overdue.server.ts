import { and, type AnyColumn, asc, count, gt, lte, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { advisorAgeMinutes, type overdueBounds } from "#app/domain/admin/overdue";
import type { Database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { callbackDue, uncalled } from "./call-queue.server";
import { filterConditions } from "./lead-filters.server";
import { selectListed } from "./lead-list.server";
import { inOrder } from "./list-order.server";
import { tallied, tallyCount, tallyRows } from "./tallies.server";

/** How many overdue leads the box lists when opened; the counts cover all of them, and the list sorts the rest. */
export const OVERDUE_SHOWN = 100;

// Two kinds of lead wait for a call: an uncalled request, from its latest request, and a callback come
// due, from its time; the call queue's two indexes hold each in that order. Both are overdue 2 advisor
// hours on, under the list's filters and Mine. A search shows no box: the box is the queue's.

/**
 * The box's queries: the uncalled requests and the callbacks, each counted overdue now and falling due
 * before the Pacific day ends, and listed overdue, the longest waiting first (a walk of their index that
 * stops at the limit). With no filter but Mine, Unassigned or a status, the overdue requests are the
 * tallied uncalled less the few requested since (a range of the queue's index).
 */
export function overdueQueries(db: Database, filters: Partial<LeadFilters>, advisorId: number, bounds: ReturnType<typeof overdueBounds>) {
  const filtered = filterConditions(filters, advisorId);
  const requests = (...when: SQL[]) => and(filtered, uncalled, ...when);
  const callbacks = (at: string, ...when: SQL[]) => and(filtered, callbackDue(at), ...when);
  const counted = (where: SQL | undefined) => db.select({ n: count() }).from(leads).where(where);
  const byRequest = listOrder(filters, leads.lastRequestedAt);
  const byCallback = listOrder(filters, leads.nextCallbackAt);
  const tallyLessSince = () => {
    const all = tallyCount(db, tallyRows(filters, advisorId, ["uncalled"]));
    const since = counted(requests(gt(leads.lastRequestedAt, bounds.overdue)));
    return db.select({ n: sql<number>`(${all}) - (${since})` }).from(sql`(select 1)`);
  };
  const requestsOverdue = tallied(filters) ? tallyLessSince() : counted(requests(lte(leads.lastRequestedAt, bounds.overdue)));
  return {
    requestsOverdue,
    requestsDueToday: counted(requests(gt(leads.lastRequestedAt, bounds.overdue), lte(leads.lastRequestedAt, bounds.dueToday))),
    callbacksOverdue: counted(callbacks(bounds.overdue)),
    callbacksDueToday: counted(callbacks(bounds.dueToday, gt(leads.nextCallbackAt, bounds.overdue))),
    requests: selectListed(db)
      .where(inOrder(db, requests(lte(leads.lastRequestedAt, bounds.overdue)), [byRequest], OVERDUE_SHOWN))
      .orderBy(byRequest),
    callbacks: selectListed(db)
      .where(inOrder(db, callbacks(bounds.overdue), [byCallback], OVERDUE_SHOWN))
      .orderBy(byCallback),
  };
}

/**
 * The order a list of the box walks: the queue's own, on its index, which stops at the list's length. A
 * chat's or a newsletter's leads narrowed to a creation range are a short range of the way in's index but
 * lie far along that walk, behind every older lead waiting: they are read from the range and sorted, the
 * order read behind SQLite's unary +, which no index serves (the one hint to the planner left, decision 054).
 */
function listOrder(filters: Partial<LeadFilters>, column: AnyColumn) {
  const oneWayInRange = (filters.source === "chat" || filters.source === "newsletter") && filters.from !== undefined;
  return asc(oneWayInRange ? sql`+${column}` : column);
}

/** The box's queries in the order `overdueFrom` reads their results, for the page's batch. */
export const overdueBatch = (queries: ReturnType<typeof overdueQueries>) =>
  [
    queries.requestsOverdue,
    queries.requestsDueToday,
    queries.callbacksOverdue,
    queries.callbacksDueToday,
    queries.requests,
    queries.callbacks,
  ] as const;

/**
 * The overdue box from its queries' results: every lead still uncalled 2 advisor hours after its latest
 * request or its callback's time, however old (no look-back window), and those falling due later today.
 * A repeat request restarts the wait.
 */
export function overdueFrom(results: BatchResponse<ReturnType<typeof overdueBatch>>, now: Date) {
  const [requestsOverdue, requestsDueToday, callbacksOverdue, callbacksDueToday, requests, callbacks] = results;
  const figure = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const waited = (from: string) => advisorAgeMinutes(new Date(from), now);
  const leadsWaiting = [
    ...requests.map((lead) => ({ ...lead, waitedMinutes: waited(lead.lastRequestedAt ?? lead.createdAt) })),
    ...callbacks.map((lead) => ({ ...lead, waitedMinutes: waited(lead.nextCallbackAt ?? now.toISOString()) })),
  ].sort((a, b) => b.waitedMinutes - a.waitedMinutes);
  return {
    overdue: figure(requestsOverdue) + figure(callbacksOverdue),
    dueToday: figure(requestsDueToday) + figure(callbacksDueToday),
    leads: leadsWaiting.slice(0, OVERDUE_SHOWN),
  };
}
