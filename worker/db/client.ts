import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** The primary: every write, and the admin's reads, which must see what was just written. */
export function database(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof database>;
export { schema };

/**
 * Public reads through D1's Sessions API: with read replication on, a replica near the
 * visitor answers; with it off, the primary does, as before. "first-unconstrained" lets even the first
 * query go to a replica (public pages read deals and images, never what this visitor just wrote);
 * "first-primary" is for a read that must follow a write made elsewhere (see deals/payload.server.ts).
 */
export function replicaDatabase(d1: D1Database, constraint: D1SessionConstraint = "first-unconstrained"): Database {
  return drizzle(sessionAsDatabase(d1.withSession(constraint)), { schema });
}

/**
 * drizzle's D1 driver calls only prepare() and batch(), which a session has, but its types ask for a
 * whole D1Database (drizzle-orm#4776 adds sessions). The other methods refuse rather than go around the session.
 */
function sessionAsDatabase(session: D1DatabaseSession): D1Database {
  const refuse = (method: string) => new Error(`${method}() is not available on a D1 read session`);
  return {
    prepare: (query) => session.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: () => Promise.reject(refuse("exec")),
    dump: () => Promise.reject(refuse("dump")),
    withSession: () => {
      throw refuse("withSession");
    },
  };
}
