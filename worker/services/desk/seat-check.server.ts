import { inArray } from "drizzle-orm";
import { database } from "#worker/db/client";
import { advisors } from "#worker/db/schema";
import { liveSessionKey } from "#worker/services/shared/session-keys.server";
import type { SeatIdentity } from "./seats.server";

/**
 * The seats whose advisor may no longer be at the desk: disabled (or gone), or, for a password sign-in,
 * signed out or with a password changed since (the same tests the sign-in check makes of every request).
 * One D1 read for every advisor, one KV read per session.
 */
export async function endedSeats<T extends SeatIdentity>(env: Env, seats: readonly T[]): Promise<T[]> {
  if (seats.length === 0) return [];
  const ids = [...new Set(seats.map((seat) => seat.advisorId))];
  const sessions = [...new Set(seats.flatMap((seat) => (seat.sessionId ? [seat.sessionId] : [])))];
  const [rows, kept] = await Promise.all([
    database(env.DB)
      .select({ id: advisors.id, disabled: advisors.disabled, credentialVersion: advisors.credentialVersion })
      .from(advisors)
      .where(inArray(advisors.id, ids)),
    Promise.all(sessions.map(async (id) => [id, await env.CACHE.get(liveSessionKey(id))] as const)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const live = new Map(kept);
  return seats.filter((seat) => {
    const advisor = byId.get(seat.advisorId);
    if (!advisor || advisor.disabled) return true;
    if (seat.sessionId === null) return false;
    return live.get(seat.sessionId) !== String(seat.advisorId) || advisor.credentialVersion !== seat.credentialVersion;
  });
}
