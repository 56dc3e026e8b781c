import { and, count, eq, gt, sql, type SQL } from "drizzle-orm";
import { currentDetails, type RequestDetails } from "#app/domain/admin/newest-request";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { LEADS_PAGE_SIZE } from "#app/domain/admin/lead-filters-query";
import type { LeadListItem } from "#app/domain/admin/lead-views";
import { cappedCount, SEARCH_COUNT_CAP } from "#app/domain/admin/search-query";
import type { Database } from "#worker/db/client";
import { advisors, leads } from "#worker/db/schema";
import { inOrder, latestActivityFirst, oldestFirst } from "./list-order.server";
import { tallied, tallyCount, tallyRows } from "./tallies.server";

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
  bookedCallKind: leads.bookedCallKind,
  language: leads.language,
};

/** Leads with the name of the advisor each is assigned to. */
export const selectListed = (db: Database) =>
  db.select(listColumns).from(leads).leftJoin(advisors, eq(advisors.id, leads.assignedAdvisorId)).$dynamic();

/**
 * The list's queries: one page of the leads `where` holds (the filters and the search, leadsWhere) in the
 * asked order, and how many there are: from the tallies under no filter but Mine, Unassigned and a status,
 * under a search up to one past the cap, else counted.
 */
export function listQueries(db: Database, filters: LeadFilters, advisorId: number, where: SQL | undefined) {
  const order = filters.sort === "oldest" ? oldestFirst : latestActivityFirst;
  // The page's rows first, then their columns: a filter whose index holds the order's columns (the way
  // in's, with id) sorts its leads from the index alone and reads 50 rows, where sorting whole rows read
  // each of them.
  const onPage = inOrder(db, where, order, LEADS_PAGE_SIZE, (filters.page - 1) * LEADS_PAGE_SIZE);
  return {
    rows: selectListed(db)
      .where(onPage)
      .orderBy(...order),
    total: filters.q ? searchTotal(db, where) : tallied(filters) ? tallyCount(db, tallyRows(filters, advisorId)) : countOf(db, where),
    /** The page's lead ids, for the queries of what its rows show, asked in the same batch. */
    ids: db.select({ id: leads.id }).from(leads).where(onPage),
    /** Those that asked more than once: only they have a newest request apart from themselves. */
    askedAgain: db
      .select({ id: leads.id })
      .from(leads)
      .where(and(onPage, gt(leads.requestCount, 1))),
  };
}

const countOf = (db: Database, where: SQL | undefined) => db.select({ n: count() }).from(leads).where(where);

/** A search's leads counted up to one past the cap: a search that matches many leads stops there. */
const searchTotal = (db: Database, where: SQL | undefined) =>
  db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(leads)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as("found"),
  );

/** A page of rows and their total, as the list shows them: under a search the total may be "more than" the cap. */
export function listPage(filters: LeadFilters, rows: ListedRow[], total: number) {
  const { n, more } = filters.q ? cappedCount(total) : { n: total, more: false };
  const pages = more ? filters.page + (rows.length === LEADS_PAGE_SIZE ? 1 : 0) : Math.max(1, Math.ceil(n / LEADS_PAGE_SIZE));
  return { total: n, more, page: filters.page, pages };
}

/** A listed row as the query returns it, before its newest request is read. */
export type ListedRow = Awaited<ReturnType<typeof selectListed>>[number];

/** The page's rows with the newest request on top. */
export const withCurrentDetails = (rows: ListedRow[], newest: Map<string, RequestDetails>): LeadListItem[] =>
  rows.map((row) => ({ ...row, current: currentDetails(row, newest.get(row.id) ?? null) }));
