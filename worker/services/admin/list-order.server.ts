import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { leads } from "#worker/db/schema";

/** The list's order: latest activity first, a new lead or a repeat request, on the (last_requested_at, id) index. */
export const latestActivityFirst = [desc(leads.lastRequestedAt), desc(leads.id)];

/** The list's other order: the longest waiting first, on the same index walked the other way. */
export const oldestFirst = [asc(leads.lastRequestedAt), asc(leads.id)];

/**
 * The rowids of up to `limit` leads of `where` in `order`, from `offset`, as a condition on leads: the rows
 * are found and sorted on an index alone where one holds the order's columns, then only they are read.
 */
export function inOrder(db: Database, where: SQL | undefined, order: SQL[], limit: number, offset = 0): SQL {
  const page = db
    .select({ rowid: sql`rowid` })
    .from(leads)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return sql`${leads}.rowid in ${page}`;
}
