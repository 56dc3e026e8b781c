import type { LeadFilters } from "~/domain/admin/lead-filters";
import { overdueBounds } from "~/domain/admin/overdue";
import { database } from "../../db/client";
import { quoteFlagCountsQuery, quoteFlagsByLead } from "../quotes";
import { askedAgainIds, listPage, listQueries, withCurrentDetails } from "./lead-list.server";
import type { SearchWay } from "./lead-query.server";
import { newestByLead, newestRequestsQuery } from "./newest-requests.server";
import { overdueFrom, overdueQueries } from "./overdue.server";

/**
 * The leads page's data in two round trips to D1 whatever the filters (issue 21, item 10): the page of
 * leads, its total and the overdue box's counts and lists in one batch, then each listed lead's newest
 * request and dealer-quote check (issue 23, item 3) in another. As statements of their own they were eleven
 * round trips, each a few milliseconds locally and more from a Worker far from the database.
 */
export async function leadsPageData(env: Env, filters: LeadFilters, advisorId: number, way: SearchWay, now: Date) {
  const db = database(env.DB);
  const list = listQueries(db, filters, advisorId, way);
  const box = overdueQueries(db, filters, advisorId, way, overdueBounds(now));
  const [rows, [total], ...boxResults] = await db.batch([list.rows, list.total, ...box]);
  const ids = rows.map((row) => row.id);
  const [newest, flags] = ids.length
    ? await db.batch([newestRequestsQuery(db, askedAgainIds(rows)), quoteFlagCountsQuery(db, ids)])
    : [[], []];
  return {
    ...listPage(filters, way, rows, total?.n ?? 0),
    rows: withCurrentDetails(rows, newestByLead(newest)),
    overdue: overdueFrom(boxResults, way, now),
    quoteFlags: Object.fromEntries(quoteFlagsByLead(flags)),
  };
}
