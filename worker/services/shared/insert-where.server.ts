import { getTableColumns, is, SQL, sql, type AnyColumn } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/** A row to insert; a value may be SQL (a subquery naming the lead a request belongs to, say). */
export type RowValues<T extends SQLiteTable> = { [K in keyof T["$inferInsert"]]?: T["$inferInsert"][K] | SQL };

/**
 * `insert into table (...) select <values> where <condition> returning <returning>`: one statement, so
 * SQLite decides the condition and the insert atomically (no check-then-insert race between concurrent
 * requests). It is not run here: it goes into a D1 batch (one transaction, worker/db/batch.ts).
 */
export function insertWhere<T extends SQLiteTable>(table: T, row: RowValues<T>, condition: SQL, returning: Record<string, AnyColumn>): SQL {
  const columns = getTableColumns(table);
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const values = entries.map(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    return { column, value: is(value, SQL) ? value : sql.param(value, column) };
  });
  // RETURNING names the table's own columns unqualified, as SQLite wants them.
  const returned = Object.entries(returning).map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`);
  return sql`insert into ${table} (${sql.join(
    values.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  )}) select ${sql.join(
    values.map(({ value }) => value),
    sql`, `,
  )} where ${condition} returning ${sql.join(returned, sql`, `)}`;
}
