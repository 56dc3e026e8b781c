import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { overdueBounds } from "#app/domain/admin/overdue";
import { database } from "#worker/db/client";
import { quoteFlagCountsQuery, quoteFlagsByLead } from "#worker/services/quotes";
import { listPage, listQueries, withCurrentDetails } from "./lead-list.server";
import { leadsWhere } from "./lead-search.server";
import { newestByLead, newestRequestsQuery } from "./newest-requests.server";
import { overdueBatch, overdueFrom, overdueQueries } from "./overdue.server";

/**
 * The leads page's data in one round trip to D1 whatever the filters: the page of leads, its total, each
 * listed lead's newest request and dealer-quote check, and (but for a search) the overdue box's counts and
 * lists. A search is a page of its own kind: it finds leads, and the box shows the queue (docs/decisions/054).
 */
export async function leadsPageData(env: Env, filters: LeadFilters, advisorId: number, now: Date) {
  const db = database(env.DB);
  const list = listQueries(db, filters, advisorId, await leadsWhere(env, filters, advisorId));
  const box = filters.q ? ([] as const) : overdueBatch(overdueQueries(db, filters, advisorId, overdueBounds(now)));
  const [rows, [total], newest, flags, ...boxResults] = await db.batch([
    list.rows,
    list.total,
    newestRequestsQuery(db, list.askedAgain),
    quoteFlagCountsQuery(db, list.ids),
    ...box,
  ]);
  return {
    ...listPage(filters, rows, total?.n ?? 0),
    rows: withCurrentDetails(rows, newestByLead(newest)),
    overdue: boxResults.length === 0 ? null : overdueFrom(boxResults, now),
    quoteFlags: Object.fromEntries(quoteFlagsByLead(flags)),
  };
}
