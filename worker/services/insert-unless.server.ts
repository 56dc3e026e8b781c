import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";

/**
 * Inserts `row` only when no row matches `existing`, in one statement. SQLite runs a statement
 * atomically, so concurrent identical submissions store exactly one row (no check-then-insert race).
 * Resolves true when the row was inserted.
 */
export async function insertUnless<T extends SQLiteTable>(
  db: Database,
  table: T,
  row: T["$inferInsert"],
  existing: SQL,
): Promise<boolean> {
  const columns = getTableColumns(table);
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const names = entries.map(([key]) => {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    return { column, value: row[key as keyof typeof row] };
  });
  const result = await db.run(sql`insert into ${table} (${sql.join(
    names.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  )}) select ${sql.join(
    names.map(({ column, value }) => sql.param(value, column)),
    sql`, `,
  )} where not exists (select 1 from ${table} where ${existing})`);
  return result.meta.changes > 0;
}
