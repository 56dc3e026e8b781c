import type { SQLWrapper } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

const dialect = new SQLiteAsyncDialect();

/**
 * Runs drizzle queries and sql`` statements as one D1 batch (one transaction, statements in order), so an
 * advisor's change, its history and its audit, or a request and its lead, are written all or nothing.
 * drizzle 0.45's own batch cannot take raw SQL with parameters on D1 (its raw query has no prepared
 * statement to bind), and insert-select needs raw SQL. Rows come back as D1 gives them: keyed by column
 * name or alias.
 */
export function d1Batch(d1: D1Database, statements: SQLWrapper[]): Promise<D1Result<Record<string, unknown>>[]> {
  return d1.batch(
    statements.map((statement) => {
      const { sql, params } = dialect.sqlToQuery(statement.getSQL());
      return d1.prepare(sql).bind(...params);
    }),
  );
}
