import { env } from "cloudflare:test";

export type Statement = { sql: string; via: "primary" | D1SessionConstraint | D1SessionBookmark };

/**
 * The test database behind a recorder: every statement with the way it went, straight to the primary
 * or through a session opened with which constraint. Pass `{ ...env, DB: spy.db }` to a service.
 */
export function d1Spy() {
  const statements: Statement[] = [];
  /** Records the statement, then hands it on. */
  const record =
    (via: Statement["via"]) =>
    <T>(sql: string, then: (sql: string) => T): T => {
      statements.push({ sql, via });
      return then(sql);
    };
  const primary = record("primary");
  const db: D1Database = {
    prepare: (sql) => primary(sql, (s) => env.DB.prepare(s)),
    batch: (batch) => env.DB.batch(batch),
    exec: (sql) => primary(sql, (s) => env.DB.exec(s)),
    dump: () => env.DB.dump(),
    withSession: (constraint = "first-unconstrained") => {
      const session = env.DB.withSession(constraint);
      const viaSession = record(constraint);
      return {
        prepare: (sql) => viaSession(sql, (s) => session.prepare(s)),
        batch: (batch) => session.batch(batch),
        getBookmark: () => session.getBookmark(),
      };
    },
  };
  return { db, statements, touching: (table: string) => statements.filter((s) => s.sql.includes(`"${table}"`)) };
}
