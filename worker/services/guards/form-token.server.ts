// The render time of a lead form travels in a token the server signs, so a bot cannot claim it waited
// the 3 seconds a person needs (SPEC §4). A token lives 2 hours and gives at most one
// stored request (its nonce is claimed in D1 as the request is stored); FORM_TOKEN_KEY_PREVIOUS still
// verifies during a key rotation, so real leads never fall into the silent bot path.
import { lt } from "drizzle-orm";
import { FORM_LIMITS } from "#app/domain/constants";
import { appConfig } from "#worker/config.server";
import { database } from "#worker/db/client";
import { formTokenUses } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { issueStamp, readStamp, stampAgeMs } from "#worker/services/shared/signed-stamp.server";

const PURPOSE = "lead-form";

export const issueFormToken = (secret: string, issuedAtMs = Date.now()) => issueStamp(secret, PURPOSE, issuedAtMs);

/** Milliseconds since the form was rendered, or null when the token was not signed with this secret. */
export const formTokenAgeMs = (secret: string, token: string, nowMs = Date.now()) => stampAgeMs(secret, PURPOSE, token, nowMs);

/**
 * - valid: ours, at least 3 s and at most 2 hours old (whether it was used is known only when it is
 *   claimed, see claimFormToken);
 * - bot: not signed by us (forged, missing, another key) or sent within 3 s: the silent fake success;
 * - stale: ours but expired. A real person can hold such a token (a tab left open), so they get a fresh
 *   one and are asked to submit again.
 */
export type FormTokenCheck = { kind: "valid"; nonce: string; issuedAtMs: number } | { kind: "bot" } | { kind: "stale" };

export async function checkFormToken(env: Env, token: string, nowMs = Date.now()): Promise<FormTokenCheck> {
  const stamp = await readFormToken(env, token);
  if (!stamp) return { kind: "bot" };
  const age = nowMs - stamp.issuedAtMs;
  if (age < FORM_LIMITS.minFillTimeMs) return { kind: "bot" };
  if (age > FORM_LIMITS.maxFormTokenAgeMs) return { kind: "stale" };
  return { kind: "valid", nonce: stamp.nonce, issuedAtMs: stamp.issuedAtMs };
}

/**
 * Claims a valid token's nonce for the request about to be stored, after every check that may refuse it
 * (a field error never uses a token up). One D1 statement, `insert ... on conflict do nothing returning`:
 * of any number of concurrent requests with one token exactly one gets true. D1 rather than KV because
 * the check and the mark must be one atomic step; KV's read and write are two, and concurrent replays
 * each passed the read. Throws when D1 cannot answer; the caller keeps the request on its queue.
 */
export async function claimFormToken(env: Env, nonce: string): Promise<boolean> {
  const [claimed] = await database(env.DB)
    .insert(formTokenUses)
    .values({ nonce })
    .onConflictDoNothing()
    .returning({ nonce: formTokenUses.nonce });
  return claimed !== undefined;
}

/** Daily housekeeping: a claim older than a token's life guards nothing (the token is refused as expired). */
export async function forgetUsedFormTokens(env: Env, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FORM_LIMITS.maxFormTokenAgeMs).toISOString();
  const forgotten = await database(env.DB)
    .delete(formTokenUses)
    .where(lt(formTokenUses.usedAt, cutoff))
    .returning({ nonce: formTokenUses.nonce });
  logEvent("form_token_uses_forgotten", { count: forgotten.length });
  return forgotten.length;
}

/**
 * A token for the page's next request, signed with the current key. After a stored request it keeps the
 * page's render time (SPEC §4 measures from the form's loading, not from the last answer), so a second
 * form on the same page is not taken for a bot, and it expires with the page's.
 */
export function nextFormToken(env: Env, renderedAtMs: number): Promise<string> {
  return issueFormToken(appConfig(env).FORM_TOKEN_KEY, renderedAtMs);
}

/**
 * A token for a person whose token had expired or was used: dated back by the 3 s a person needs, as they
 * already took them, so submitting again right away is not taken for a bot.
 */
export function renewedFormToken(env: Env): Promise<string> {
  return issueFormToken(appConfig(env).FORM_TOKEN_KEY, Date.now() - FORM_LIMITS.minFillTimeMs);
}

async function readFormToken(env: Env, token: string) {
  const { FORM_TOKEN_KEY, FORM_TOKEN_KEY_PREVIOUS } = appConfig(env);
  for (const key of [FORM_TOKEN_KEY, FORM_TOKEN_KEY_PREVIOUS]) {
    const stamp = key ? await readStamp(key, PURPOSE, token) : null;
    if (stamp) return stamp;
  }
  return null;
}
