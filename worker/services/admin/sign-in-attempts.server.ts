import { addressBlock, SIGN_IN_LIMITS, type SignInPauseKind } from "#app/domain/admin/sign-in";
import { DAY_MS } from "#app/domain/constants";
import { logEvent } from "#worker/log.server";
import { clientAddress } from "#worker/services/guards";

// Failed sign-ins are counted in D1, one upsert per attempt that returns the new count, so parallel
// guesses cannot all read the same old count. An attempt is counted before its password
// is checked and handed back when it succeeds. OWASP's device cookies: a browser with a
// valid device cookie is counted under its device only; any other browser under its address (an IPv6
// address by its /64) and the account it names, and past the ceiling across all of them it is slowed to
// one try per address every 30 seconds. Nothing anyone else does stops an advisor's known browser.

const ALL = "*";

const COUNT = `insert into sign_in_failures (key, window_started_ms, count) values (?1, ?2, 1)
  on conflict (key) do update set
    count = case when window_started_ms <= ?2 - ?3 then 1 else count + 1 end,
    window_started_ms = case when window_started_ms <= ?2 - ?3 then ?2 else window_started_ms end
  returning count`;

// The slowed door of one address: a first knock starts its wait (count 0); a knock after the wait claims
// the try (count goes up, and the next wait starts now). Returns when the current wait started.
const KNOCK = `insert into sign_in_failures (key, window_started_ms, count) values (?1, ?2, 0)
  on conflict (key) do update set
    count = case when window_started_ms <= ?2 - ?3 then count + 1 else count end,
    window_started_ms = case when window_started_ms <= ?2 - ?3 then ?2 else window_started_ms end
  returning window_started_ms as started, count`;

const count = (db: D1Database, key: string, nowMs: number) =>
  db
    .prepare(COUNT)
    .bind(key, nowMs, SIGN_IN_LIMITS.windowMs)
    .first<{ count: number }>()
    .then((row) => row?.count ?? Infinity);

const handBack = (db: D1Database, ...keys: string[]) =>
  db.batch(keys.map((key) => db.prepare("update sign_in_failures set count = max(count - 1, 0) where key = ?1").bind(key)));

/** A limit was crossed for the first time in its window: a log line, and an entry on the advisors' dashboard. */
async function recordPause(db: D1Database, kind: SignInPauseKind, advisorId: number | null, nowMs: number) {
  logEvent("advisor_sign_in_paused", { kind, advisorId, windowMinutes: SIGN_IN_LIMITS.windowMs / 60_000 });
  await db.batch([
    db.prepare("insert into sign_in_pauses (kind, advisor_id) values (?1, ?2)").bind(kind, advisorId),
    db.prepare("delete from sign_in_pauses where created_at < ?1").bind(new Date(nowMs - 30 * DAY_MS).toISOString()),
  ]);
}

/** Who is trying: a known device of an advisor, or any other browser naming an account (its keyed hash). */
export type Attempter = { device: string; advisorId: number } | { account: string; advisorId: number | null };

export type Attempt =
  | { allowed: true; charged: string[]; forgiven: string }
  | { allowed: false; problem: "blocked" | "locked" | "slowed"; retryAfterSeconds: number };

const WINDOW_SECONDS = SIGN_IN_LIMITS.windowMs / 1000;
const refused = (problem: "blocked" | "locked"): Attempt => ({ allowed: false, problem, retryAfterSeconds: WINDOW_SECONDS });

/** Counts a sign-in attempt before its password is checked; refused or slowed past the limits above. */
export async function countAttempt(env: Env, request: Request, who: Attempter, nowMs = Date.now()): Promise<Attempt> {
  const db = env.DB;
  if ("device" in who) {
    const device = `device:${who.device}`;
    const failures = await count(db, device, nowMs);
    if (failures <= SIGN_IN_LIMITS.maxFailuresPerDevice) return { allowed: true, charged: [], forgiven: device };
    if (failures === SIGN_IN_LIMITS.maxFailuresPerDevice + 1) await recordPause(db, "device", who.advisorId, nowMs);
    return refused("blocked");
  }
  const address = `address:${addressBlock(clientAddress(request))}`;
  const onAddress = await count(db, address, nowMs);
  if (onAddress > SIGN_IN_LIMITS.maxFailuresPerAddress) {
    if (onAddress === SIGN_IN_LIMITS.maxFailuresPerAddress + 1) await recordPause(db, "address", null, nowMs);
    return refused("blocked");
  }
  const account = `account:${who.account}`;
  const onAccount = await count(db, account, nowMs);
  if (onAccount > SIGN_IN_LIMITS.maxFailuresPerAccount) {
    // The address did not get its try: it is not charged for the account's lock.
    await handBack(db, address);
    if (onAccount === SIGN_IN_LIMITS.maxFailuresPerAccount + 1) await recordPause(db, "account", who.advisorId, nowMs);
    return refused("locked");
  }
  const overall = await count(db, ALL, nowMs);
  if (overall > SIGN_IN_LIMITS.maxFailuresOverall) {
    if (overall === SIGN_IN_LIMITS.maxFailuresOverall + 1) await recordPause(db, "overall", null, nowMs);
    const knock = await db
      .prepare(KNOCK)
      .bind(`slowed:${address}`, nowMs, SIGN_IN_LIMITS.slowedWaitMs)
      .first<{ started: number; count: number }>();
    const waitedMs = knock ? nowMs - knock.started : 0;
    if (!knock || knock.count === 0 || waitedMs > 0) {
      // Not tried: the address and the account are not charged. The ceiling's count stays, so the pause
      // is recorded once a window however many knock.
      await handBack(db, address, account);
      return { allowed: false, problem: "slowed", retryAfterSeconds: Math.ceil((SIGN_IN_LIMITS.slowedWaitMs - waitedMs) / 1000) };
    }
  }
  return { allowed: true, charged: [account, ALL], forgiven: address };
}

/** The attempt succeeded: it was no failure, and its address (or device) starts afresh. */
export async function forgiveAttempt(env: Env, attempt: { charged: string[]; forgiven: string }): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("delete from sign_in_failures where key = ?1").bind(attempt.forgiven),
    ...attempt.charged.map((key) => env.DB.prepare("update sign_in_failures set count = max(count - 1, 0) where key = ?1").bind(key)),
  ]);
}
