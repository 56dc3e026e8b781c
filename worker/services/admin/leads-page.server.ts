import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { overdueBounds } from "#app/domain/admin/overdue";
import { database } from "#worker/db/client";
import { quoteFlagCountsQuery, quoteFlagsByLead } from "#worker/services/quotes";
import { listPage, listQueries, withCurrentDetails } from "./lead-list.server";
import type { SearchWay } from "./lead-query.server";
import { newestByLead, newestRequestsQuery } from "./newest-requests.server";
import { overdueFrom, overdueQueries } from "./overdue.server";

/**
 * The leads page's data in one round trip to D1 whatever the filters: the page of
 * leads, its total, each listed lead's newest request and dealer-quote check, and the
 * overdue box's counts and lists. As statements of their own they were eleven round trips, each a few
 * milliseconds locally and more from a Worker far from the database.
 */
export async function leadsPageData(env: Env, filters: LeadFilters, advisorId: number, way: SearchWay, now: Date) {
  const db = database(env.DB);
  const list = listQueries(db, filters, advisorId, way);
  const box = overdueQueries(db, filters, advisorId, way, overdueBounds(now));
  const [rows, [total], newest, flags, ...boxResults] = await db.batch([
    list.rows,
    list.total,
    newestRequestsQuery(db, list.askedAgain),
    quoteFlagCountsQuery(db, list.ids),
    ...box,
  ]);
  return {
    ...listPage(filters, way, rows, total?.n ?? 0),
    rows: withCurrentDetails(rows, newestByLead(newest)),
    overdue: overdueFrom(boxResults, way, now),
    quoteFlags: Object.fromEntries(quoteFlagsByLead(flags)),
  };
}
