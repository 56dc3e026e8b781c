import { and, asc, count, eq } from "drizzle-orm";
import { SPANISH_WAITING_SHOWN, type SpanishWaiting } from "#app/domain/admin/spanish-waiting";
import { database, type Database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { logError } from "#worker/log.server";
import { spanishLineOpen } from "#worker/services/advisors";

/** A Spanish lead still new: on the (language, status, last_requested_at, id) index, the longest waiting first. */
const waitingInSpanish = and(eq(leads.language, "es"), eq(leads.status, "new"));

export const spanishWaitingQueries = (db: Database) => ({
  total: db.select({ n: count() }).from(leads).where(waitingInSpanish),
  longest: db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      lastRequestedAt: leads.lastRequestedAt,
    })
    .from(leads)
    .where(waitingInSpanish)
    .orderBy(asc(leads.lastRequestedAt), asc(leads.id))
    .limit(SPANISH_WAITING_SHOWN),
});

/**
 * The Spanish leads still new while no enabled advisor speaks Spanish (the cached flag of the public
 * pages' "Hablamos español"): how many, and the longest waiting. Null while an enabled advisor speaks
 * Spanish, when none waits, or when the flag cannot be read (the dashboard still answers).
 */
export async function spanishWaiting(env: Env): Promise<SpanishWaiting | null> {
  try {
    if (await spanishLineOpen(env)) return null;
    const db = database(env.DB);
    const queries = spanishWaitingQueries(db);
    const [[total], longest] = await db.batch([queries.total, queries.longest]);
    const n = total?.n ?? 0;
    return n === 0 ? null : { count: n, leads: longest };
  } catch (error) {
    logError("spanish_waiting_failed", error);
    return null;
  }
}
