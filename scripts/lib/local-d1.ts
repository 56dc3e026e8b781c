// The local D1 database as wrangler and the served Worker keep it, read and written straight from its SQLite
// file (WAL, so the Worker may write meanwhile; a held lock is waited on): `wrangler d1 execute` starts a whole
// runtime for each query, seconds of CPU on a two-core machine.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The local D1 database's file (one database: DB). */
export function localD1File(): string {
  const dir = ".wrangler/state/v3/d1/miniflare-D1DatabaseObject";
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no local D1 database under ${dir}: run npm run prepare:local`);
  return join(dir, file);
}

/** Runs statements (or, for a select, returns its rows as plain objects) on the local D1. */
export function queryLocalD1<T = Record<string, unknown>>(sql: string, ...values: (string | number | null)[]): T[] {
  const db = new DatabaseSync(localD1File(), { timeout: 10_000 });
  try {
    if (!/^\s*(select|with)\b/i.test(sql)) {
      if (values.length > 0) db.prepare(sql).run(...values);
      else db.exec(sql);
      return [];
    }
    return db
      .prepare(sql)
      .all(...values)
      .map((row) => ({ ...row }) as T);
  } finally {
    db.close();
  }
}
