import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import { advisorMinutesBetween, OVERDUE_AFTER_ADVISOR_MINUTES } from "~/domain/admin/advisor-time";
import type { LeadFilters } from "~/domain/admin/lead-filters";
import { LEADS_PAGE_SIZE } from "~/domain/admin/lead-filters-query";
import type { LeadListItem } from "~/domain/admin/lead-views";
import { database, type Database } from "../../db/client";
import { advisors, leads } from "../../db/schema";
import { awaitsCall, callbackDue, latestActivityFirst, leadConditions } from "./lead-query.server";
import { DAY_MS } from "~/domain/constants";

const listColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  lastRequestedAt: leads.lastRequestedAt,
  requestCount: leads.requestCount,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  leadSource: leads.leadSource,
  vehicleType: leads.vehicleType,
  make: leads.make,
  model: leads.model,
  year: leads.year,
  qualified: leads.qualified,
  readyToTalk: leads.readyToTalk,
  status: leads.status,
  assigneeName: advisors.name,
  callAttemptCount: leads.callAttemptCount,
  lastCallOutcome: leads.lastCallOutcome,
  nextCallbackAt: leads.nextCallbackAt,
};

/** Leads with the name of the advisor each is assigned to. */
export const selectListed = (db: Database) =>
  db.select(listColumns).from(leads).leftJoin(advisors, eq(advisors.id, leads.assignedAdvisorId)).$dynamic();

/** One page of the filtered leads, latest activity first; `advisorId` is whose "Mine" is. */
export async function listLeads(env: Env, filters: LeadFilters, advisorId: number) {
  const db = database(env.DB);
  const where = leadConditions(filters, advisorId);
  const [rows, [total]] = await Promise.all([
    selectListed(db)
      .where(where)
      .orderBy(...latestActivityFirst)
      .limit(LEADS_PAGE_SIZE)
      .offset((filters.page - 1) * LEADS_PAGE_SIZE),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  const n = total?.n ?? 0;
  return { rows: rows satisfies LeadListItem[], total: n, page: filters.page, pages: Math.max(1, Math.ceil(n / LEADS_PAGE_SIZE)) };
}

/** Looked at for the overdue flag: new leads of the last two weeks (older ones are long overdue and listed anyway). */
const OVERDUE_LOOKBACK_DAYS = 14;
const OVERDUE_SCAN_LIMIT = 500;

/** How many overdue leads the list shows at its top; the count covers all of them. */
const OVERDUE_SHOWN = 20;

/**
 * New leads awaiting a call whose latest call request is after `since`, longest waiting first. Walked on
 * the last_requested_at index, so the scan stops at the limit; the unary + keeps SQLite from reading
 * every new lead through the status index and sorting them all instead.
 */
export const overdueQuery = (db: Database, since: string) =>
  selectListed(db)
    .where(and(sql`+${leads.status} = 'new'`, gte(leads.lastRequestedAt, since), awaitsCall))
    .orderBy(asc(leads.lastRequestedAt))
    .limit(OVERDUE_SCAN_LIMIT);

/**
 * Leads still new 2 advisor hours after their latest request, longest waiting first: the callback
 * promise at risk. A repeat request restarts the wait (issue 11, item 2).
 */
export async function overdueLeads(env: Env, now = new Date()) {
  const since = new Date(now.getTime() - OVERDUE_LOOKBACK_DAYS * DAY_MS).toISOString();
  const db = database(env.DB);
  const [candidates, callbacks] = await Promise.all([overdueQuery(db, since), dueCallbacksQuery(db, now.toISOString())]);
  // A callback that came due waits from its time, as a new request waits from its own (issue 21, item 3).
  const waiting = [
    ...candidates.map((lead) => ({ lead, since: lead.lastRequestedAt ?? lead.createdAt })),
    ...callbacks.filter((lead) => !candidates.some((c) => c.id === lead.id)).map((lead) => ({ lead, since: lead.nextCallbackAt ?? "" })),
  ];
  const overdue = waiting
    .map(({ lead, since: from }) => ({ ...lead, waitedMinutes: advisorMinutesBetween(new Date(from), now) }))
    .filter((lead) => lead.waitedMinutes >= OVERDUE_AFTER_ADVISOR_MINUTES)
    .sort((a, b) => b.waitedMinutes - a.waitedMinutes);
  const capped = candidates.length === OVERDUE_SCAN_LIMIT || callbacks.length === OVERDUE_SCAN_LIMIT;
  return { count: overdue.length, capped, leads: overdue.slice(0, OVERDUE_SHOWN) };
}

/** Callbacks that have come due, longest due first, on the next_callback_at index. */
const dueCallbacksQuery = (db: Database, now: string) =>
  selectListed(db).where(callbackDue(now)).orderBy(asc(leads.nextCallbackAt)).limit(OVERDUE_SCAN_LIMIT);
