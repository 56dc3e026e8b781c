import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { CHAT_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { database, type Database } from "#worker/db/client";
import { chatStrikes, leads } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { DAY_MS } from "#app/domain/constants";

// The count of inappropriate messages of a chat session, kept in D1 (SPEC §4): the
// browser tab's session id, so a reload or "Start over" in the tab goes on counting, with no lead needed.

const LIMIT = CHAT_LIMITS.inappropriateLimit;

/** One more strike for the session, in one upsert (concurrent reports each count once); it stops at the ending. */
export function countOneStrike(db: Database, sessionId: string, now: string) {
  return db
    .insert(chatStrikes)
    .values({ sessionId, strikes: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: chatStrikes.sessionId,
      set: { strikes: sql`${chatStrikes.strikes} + 1`, updatedAt: now },
      setWhere: sql`${chatStrikes.strikes} < ${LIMIT}`,
    });
}

/** The session's count, to read back in the same batch. */
export const readStrikes = (db: Database, sessionId: string) =>
  db.select({ strikes: chatStrikes.strikes }).from(chatStrikes).where(eq(chatStrikes.sessionId, sessionId));

/** The session's count as SQL, 0 before any strike. */
export const sessionStrikes = (sessionId: string) =>
  sql<number>`coalesce((select ${chatStrikes.strikes} from ${chatStrikes} where ${eq(chatStrikes.sessionId, sessionId)}), 0)`;

/** Whether the session has been ended: no new chat lead for it. */
export const sessionEnded = (sessionId: string) => sql`${sessionStrikes(sessionId)} >= ${LIMIT}`;

/** A lead's columns that follow the session's count: the count, and the ending at the third (SPEC §8). */
export const strikeColumns = (sessionId: string) => ({
  inappropriateStrikes: sessionStrikes(sessionId),
  endedReason: sql<"inappropriate" | null>`case when ${sessionEnded(sessionId)} then 'inappropriate' else null end`,
});

/** The session's chat leads still open show the count, and end with the third (a lead the browser lost track of too). */
export function syncSessionLeads(db: Database, sessionId: string) {
  return db
    .update(leads)
    .set(strikeColumns(sessionId))
    .where(and(eq(leads.sessionId, sessionId), eq(leads.leadSource, CHAT_LEAD_SOURCE), isNull(leads.endedReason)));
}

export const isEnding = (strikes: number) => strikes >= LIMIT;

/**
 * Daily housekeeping: a session's count is kept as long as the browser keeps its chat (CHAT_LIMITS
 * .storageDays after the last strike); the ended chat's lead keeps its own count and ending.
 */
export async function forgetChatStrikes(env: Env, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CHAT_LIMITS.storageDays * DAY_MS).toISOString();
  const forgotten = await database(env.DB)
    .delete(chatStrikes)
    .where(lt(chatStrikes.updatedAt, cutoff))
    .returning({ sessionId: chatStrikes.sessionId });
  logEvent("chat_strikes_forgotten", { count: forgotten.length });
  return forgotten.length;
}
