import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { CallQueue } from "#app/domain/admin/call-queue";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import type { Database } from "#worker/db/client";
import { leadTallies } from "#worker/db/schema";

// The counts kept by triggers (worker/db/schema/tallies.ts): a page reads a few rows of lead_tallies
// where counting the leads themselves would walk hundreds of thousands of index entries.

/** The assignee key of a lead assigned to nobody (advisor ids start at 1). */
const NOBODY = 0;

/** The filters the tallies can answer: the assignee and the status; the page and the order change no count. */
const TALLIED_FILTERS = new Set(["assigned", "status", "sort", "page"]);

/** Whether the tallies can count the leads under `filters` (a search, a way in, dates or a view cannot be). */
export const tallied = (filters: Partial<LeadFilters>) =>
  Object.entries(filters).every(([key, value]) => value === undefined || TALLIED_FILTERS.has(key));

/** The tally rows of the leads under the assignee and status filters, in the given places of the queue. */
export function tallyRows(filters: Partial<LeadFilters>, advisorId: number, queues?: readonly CallQueue[]): SQL | undefined {
  return and(
    filters.assigned === "mine" ? eq(leadTallies.advisorKey, advisorId) : undefined,
    filters.assigned === "none" ? eq(leadTallies.advisorKey, NOBODY) : undefined,
    filters.status ? eq(leadTallies.status, filters.status) : undefined,
    queues ? inArray(leadTallies.queue, [...queues]) : undefined,
  );
}

/** The advisor's own leads and nobody's (My day), in the given places of the queue. */
export const mineOrNobodyRows = (advisorId: number, queues: readonly CallQueue[]) =>
  and(inArray(leadTallies.advisorKey, [advisorId, NOBODY]), inArray(leadTallies.queue, [...queues]));

/** How many leads the tally rows under `where` count. */
export const tallyCount = (db: Database, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`coalesce(sum(${leadTallies.n}), 0)` })
    .from(leadTallies)
    .where(where);
