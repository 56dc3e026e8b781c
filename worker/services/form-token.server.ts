// The render time of a lead form travels in a token the server signs, so a bot cannot claim it waited
// the 3 seconds a person needs (SPEC §4). Issue 13, item 4: a token lives 2 hours and gives at most one
// stored request (its nonce is kept in KV once used); FORM_TOKEN_KEY_PREVIOUS still verifies during a
// key rotation, so real leads never fall into the silent bot path.
import { FORM_LIMITS } from "~/domain/constants";
import { appConfig } from "../config.server";
import { logError } from "../log.server";
import { issueStamp, readStamp, stampAgeMs } from "./signed-stamp.server";

const PURPOSE = "lead-form";
const usedKey = (nonce: string) => `form-token-used:${nonce}`;

export const issueFormToken = (secret: string, issuedAtMs = Date.now()) => issueStamp(secret, PURPOSE, issuedAtMs);

/** Milliseconds since the form was rendered, or null when the token was not signed with this secret. */
export const formTokenAgeMs = (secret: string, token: string, nowMs = Date.now()) => stampAgeMs(secret, PURPOSE, token, nowMs);

/**
 * - valid: ours, at least 3 s and at most 2 hours old, never used for a stored request;
 * - bot: not signed by us (forged, missing, another key) or sent within 3 s: the silent fake success;
 * - stale: ours but expired or already used. A real person can hold such a token (a tab left open, a
 *   second request from the same page), so they get a fresh one and are asked to submit again.
 */
export type FormTokenCheck = { kind: "valid"; nonce: string; issuedAtMs: number } | { kind: "bot" } | { kind: "stale" };

export async function checkFormToken(env: Env, token: string, nowMs = Date.now()): Promise<FormTokenCheck> {
  const stamp = await readFormToken(env, token);
  if (!stamp) return { kind: "bot" };
  const age = nowMs - stamp.issuedAtMs;
  if (age < FORM_LIMITS.minFillTimeMs) return { kind: "bot" };
  if (age > FORM_LIMITS.maxFormTokenAgeMs) return { kind: "stale" };
  if (await isUsed(env, stamp.nonce)) return { kind: "stale" };
  return { kind: "valid", nonce: stamp.nonce, issuedAtMs: stamp.issuedAtMs };
}

/** Marks the token used once its request is stored (or queued while D1 is down), never before. */
export async function consumeFormToken(env: Env, nonce: string): Promise<void> {
  try {
    // Past its maximum age the token is refused as expired anyway.
    await env.CACHE.put(usedKey(nonce), "1", { expirationTtl: Math.ceil(FORM_LIMITS.maxFormTokenAgeMs / 1000) + 60 });
  } catch (error) {
    logError("form_token_not_consumed", error);
  }
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

async function isUsed(env: Env, nonce: string): Promise<boolean> {
  try {
    return (await env.CACHE.get(usedKey(nonce))) !== null;
  } catch (error) {
    // KV unreachable: the request goes on; the person-level duplicate rule still holds in D1.
    logError("form_token_check_failed", error);
    return false;
  }
}
