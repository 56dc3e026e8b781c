import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { SPANISH_LINE_KEY } from "#app/domain/admin/spanish-line";
import { CACHE_TTL_SECONDS } from "#app/domain/constants";
import { database } from "#worker/db/client";
import { advisors } from "#worker/db/schema";
import { logError } from "#worker/log.server";
import { cached } from "#worker/services/shared/kv-cache.server";

/**
 * Whether the phone line speaks Spanish: at least one enabled advisor records "es".
 * The /es pages show "Hablamos español" by the phone number when it does. Cached in KV for the project's
 * 24 hours (SPEC §9), so a page view reads KV and never D1; every change to an advisor's languages or to
 * who is enabled (the account page, `npm run advisor:*`) writes the flag again at once.
 */

const flag = z.boolean();

/** The cached flag; a miss (or an unreadable entry) asks D1 once and caches the answer. */
export function spanishLineOpen(env: Env): Promise<boolean> {
  return cached(env.CACHE, SPANISH_LINE_KEY, flag, () => anyEnabledSpanishSpeaker(env));
}

/** Recomputes the flag and caches it: called after anything that may change it. Never fails the caller. */
export async function refreshSpanishLine(env: Env): Promise<boolean | null> {
  try {
    const open = await anyEnabledSpanishSpeaker(env);
    await env.CACHE.put(SPANISH_LINE_KEY, JSON.stringify(open), { expirationTtl: CACHE_TTL_SECONDS });
    return open;
  } catch (error) {
    // The stale flag expires within its 24 hours; a failed refresh drops it, so the next read asks D1.
    logError("spanish_line_refresh_failed", error);
    await env.CACHE.delete(SPANISH_LINE_KEY).catch(() => {});
    return null;
  }
}

async function anyEnabledSpanishSpeaker(env: Env): Promise<boolean> {
  const [row] = await database(env.DB)
    .select({ id: advisors.id })
    .from(advisors)
    .where(and(eq(advisors.disabled, false), sql`exists (select 1 from json_each(${advisors.languages}) where value = 'es')`))
    .limit(1);
  return row !== undefined;
}
