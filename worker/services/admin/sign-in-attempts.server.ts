import { SIGN_IN_LIMITS } from "~/domain/admin/sign-in";
import { logEvent } from "../../log.server";
import { clientAddress } from "../guards";

// Issue 13, item 1: failed sign-ins are counted in D1, one upsert per attempt that returns the new
// count, so parallel guesses cannot all read the same old count. An attempt is counted before its
// password is checked and handed back when it succeeds: of 15 guesses sent at once, the sixth and
// later see a count over 5 and are refused unchecked.

const ALL_ADDRESSES = "*";

const COUNT = `insert into sign_in_failures (key, window_started_ms, count) values (?1, ?2, 1)
  on conflict (key) do update set
    count = case when window_started_ms <= ?2 - ?3 then 1 else count + 1 end,
    window_started_ms = case when window_started_ms <= ?2 - ?3 then ?2 else window_started_ms end
  returning count`;

const count = (db: D1Database, key: string, nowMs: number) =>
  db
    .prepare(COUNT)
    .bind(key, nowMs, SIGN_IN_LIMITS.windowMs)
    .first<{ count: number }>()
    .then((row) => row?.count ?? Infinity);

const handBack = (db: D1Database, key: string) =>
  db.prepare("update sign_in_failures set count = max(count - 1, 0) where key = ?1").bind(key).run();

export type Attempt = { allowed: true; address: string } | { allowed: false; problem: "blocked" | "paused" };

/**
 * Counts a sign-in attempt before its password is checked: refused past 5 in 15 minutes from its
 * address, or past 100 from all addresses together (then sign-in pauses for everyone, with a log line).
 */
export async function countAttempt(env: Env, request: Request, nowMs = Date.now()): Promise<Attempt> {
  const address = `address:${clientAddress(request)}`;
  if ((await count(env.DB, address, nowMs)) > SIGN_IN_LIMITS.maxFailuresPerAddress) return { allowed: false, problem: "blocked" };
  if ((await count(env.DB, ALL_ADDRESSES, nowMs)) > SIGN_IN_LIMITS.maxFailuresOverall) {
    // The address did not get its try: it is not charged for the pause.
    await handBack(env.DB, address);
    logEvent("advisor_sign_in_paused", {
      failuresOverall: `over ${SIGN_IN_LIMITS.maxFailuresOverall}`,
      windowMinutes: SIGN_IN_LIMITS.windowMs / 60_000,
    });
    return { allowed: false, problem: "paused" };
  }
  return { allowed: true, address };
}

/** The attempt succeeded: it was no failure, and the address starts afresh. */
export async function forgiveAttempt(env: Env, attempt: { address: string }): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("delete from sign_in_failures where key = ?1").bind(attempt.address),
    env.DB.prepare("update sign_in_failures set count = max(count - 1, 0) where key = ?1").bind(ALL_ADDRESSES),
  ]);
}
