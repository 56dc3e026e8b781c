import { asc, gt, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { advisorAgeMinutes, type overdueBounds } from "#app/domain/admin/overdue";
import type { Database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { selectListed } from "./lead-list.server";
import {
  callbackDue,
  countLeads,
  inOrder,
  leadWhere,
  narrowed,
  readFor,
  searchCount,
  uncalledRequest,
  type Reading,
  type SearchWay,
} from "./lead-query.server";
import { tallied, tallyCount, tallyRows } from "./tallies.server";

/** How many overdue leads the box lists when opened; the counts cover all of them, and the list sorts the rest. */
export const OVERDUE_SHOWN = 100;

type Bounds = ReturnType<typeof overdueBounds>;

// Two kinds of lead wait for a call: a new request no one has called, from its
// latest request (on the (status, last_requested_at) index), and a callback whose time has come, from
// that time (on the next_callback_at index). A lead is one or the other: a request with a callback set
// waits for its callback. Both are overdue 2 advisor hours on, under the list's search, filters and Mine.
// Under a search the search's indexes lead (readFor), but for a broad name search, whose counts stop
// past the cap. With no filter but Mine, Unassigned or a status, the uncalled requests are counted by the
// tallies, less the few not yet overdue.

const requestWaiting = (filters: Partial<LeadFilters>, advisorId: number, way: SearchWay, reading: Reading) =>
  narrowed(leadWhere(filters, advisorId, way), uncalledRequest(readFor(filters, way, reading)));
const callbackWaiting = (filters: Partial<LeadFilters>, advisorId: number, way: SearchWay, reading: Reading, at: string) =>
  narrowed(leadWhere(filters, advisorId, way), callbackDue(at, readFor(filters, way, reading)));

/**
 * The uncalled requests overdue at `overdue`. With tallies: all of them less the few requested since, and
 * any never requested (two counts, each a range of the (status, last_requested_at) index; one count of
 * the two with "or" would walk every new lead).
 */
function requestsOverdueQuery(db: Database, filters: Partial<LeadFilters>, advisorId: number, way: SearchWay, overdue: string) {
  const waiting = requestWaiting(filters, advisorId, way, "count");
  const counted = (where: SQL | undefined) => countLeads(db, narrowed(waiting, where), way);
  if (!tallied(filters)) return counted(lte(readFor(filters, way, "count")(leads.lastRequestedAt), overdue));
  const all = tallyCount(db, tallyRows(filters, advisorId, ["uncalled"]));
  const since = counted(gt(leads.lastRequestedAt, overdue));
  const never = counted(isNull(leads.lastRequestedAt));
  return db.select({ n: sql<number>`(${all}) - (${since}) - (${never})` }).from(sql`(select 1)`);
}

/** The counts of each kind: overdue now, and falling due before the Pacific day ends. */
export const overdueCountsQueries = (db: Database, filters: Partial<LeadFilters>, advisorId: number, way: SearchWay, bounds: Bounds) => {
  const read = readFor(filters, way, "count");
  return {
    requestsOverdue: requestsOverdueQuery(db, filters, advisorId, way, bounds.overdue),
    requestsDueToday: countLeads(
      db,
      narrowed(
        requestWaiting(filters, advisorId, way, "count"),
        gt(read(leads.lastRequestedAt), bounds.overdue),
        lte(read(leads.lastRequestedAt), bounds.dueToday),
      ),
      way,
    ),
    callbacksOverdue: countLeads(db, callbackWaiting(filters, advisorId, way, "count", bounds.overdue), way),
    callbacksDueToday: countLeads(
      db,
      narrowed(callbackWaiting(filters, advisorId, way, "count", bounds.dueToday), gt(read(leads.nextCallbackAt), bounds.overdue)),
      way,
    ),
  };
};

/** The overdue leads of each kind, longest waiting first, walked on their index so each walk stops at the limit. */
export const overdueListQueries = (db: Database, filters: Partial<LeadFilters>, advisorId: number, way: SearchWay, overdue: string) => {
  const requests = narrowed(
    requestWaiting(filters, advisorId, way, "list"),
    lte(readFor(filters, way, "list")(leads.lastRequestedAt), overdue),
  );
  const byRequest = asc(leads.lastRequestedAt);
  const byCallback = asc(leads.nextCallbackAt);
  return {
    requests: selectListed(db)
      .where(inOrder(db, requests, [byRequest], OVERDUE_SHOWN))
      .orderBy(byRequest),
    callbacks: selectListed(db)
      .where(inOrder(db, callbackWaiting(filters, advisorId, way, "list", overdue), [byCallback], OVERDUE_SHOWN))
      .orderBy(byCallback),
  };
};

/** The box's six queries, in the order `overdueFrom` reads their results: four counts, then two lists. */
export function overdueQueries(db: Database, filters: Partial<LeadFilters>, advisorId: number, way: SearchWay, bounds: Bounds) {
  const counts = overdueCountsQueries(db, filters, advisorId, way, bounds);
  const lists = overdueListQueries(db, filters, advisorId, way, bounds.overdue);
  return [
    counts.requestsOverdue,
    counts.requestsDueToday,
    counts.callbacksOverdue,
    counts.callbacksDueToday,
    lists.requests,
    lists.callbacks,
  ] as const;
}

type OverdueResults = BatchResponse<ReturnType<typeof overdueQueries>>;

/**
 * The overdue box from its queries' results: every lead still uncalled 2 advisor hours
 * after its latest request or its callback's time, however old (no look-back window), and those falling
 * due later today. A repeat request restarts the wait. Under a broad search a figure
 * may be "more than" (`more`).
 */
export function overdueFrom(results: OverdueResults, way: SearchWay, now: Date) {
  const [requestsOverdueRows, requestsDueTodayRows, callbacksOverdueRows, callbacksDueTodayRows, requests, callbacks] = results;
  const count = (rows: { n: number }[]) => searchCount(rows[0]?.n ?? 0, way);
  const requestsOverdue = count(requestsOverdueRows);
  const requestsDueToday = count(requestsDueTodayRows);
  const callbacksOverdue = count(callbacksOverdueRows);
  const callbacksDueToday = count(callbacksDueTodayRows);
  const waited = (from: string) => advisorAgeMinutes(new Date(from), now);
  const leadsWaiting = [
    ...requests.map((lead) => ({ ...lead, waitedMinutes: waited(lead.lastRequestedAt ?? lead.createdAt) })),
    ...callbacks.map((lead) => ({ ...lead, waitedMinutes: waited(lead.nextCallbackAt ?? now.toISOString()) })),
  ].sort((a, b) => b.waitedMinutes - a.waitedMinutes);
  return {
    overdue: requestsOverdue.n + callbacksOverdue.n,
    overdueMore: requestsOverdue.more || callbacksOverdue.more,
    dueToday: requestsDueToday.n + callbacksDueToday.n,
    dueTodayMore: requestsDueToday.more || callbacksDueToday.more,
    leads: leadsWaiting.slice(0, OVERDUE_SHOWN),
  };
}
