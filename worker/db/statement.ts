import { is, SQL, type Query } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

const dialect = new SQLiteAsyncDialect();

/**
 * A drizzle query or a sql`` statement as a D1 prepared statement, so both can share one atomic
 * `DB.batch` (drizzle's own batch cannot bind the parameters of a sql`` statement).
 */
export function d1Statement(d1: D1Database, query: SQL | { toSQL(): Query }): D1PreparedStatement {
  const { sql, params } = is(query, SQL) ? dialect.sqlToQuery(query) : query.toSQL();
  return d1.prepare(sql).bind(...params);
}
