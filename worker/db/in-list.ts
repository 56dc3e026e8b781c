import { type AnyColumn, sql } from "drizzle-orm";

/**
 * `column in (…values)` with the values as one JSON parameter, read back by SQLite's json_each: D1 binds
 * at most 100 parameters to a statement, and drizzle's inArray would bind one per value. A page of 1,000
 * keys (the upload sweep's R2 listing, a CSV page's notes) is then one statement, whatever its size.
 */
export const inList = (column: AnyColumn, values: readonly (string | number)[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;
