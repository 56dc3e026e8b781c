import { ADMIN_LIMITS } from "~/domain/constants";
import { appConfig } from "../config";
import { isValidAccessJwt } from "./access-jwt.server";
import { clientAddress } from "./rate-limit.server";
import { issueStamp, stampAgeMs } from "./signed-stamp.server";

// An advisor is admitted by a session cookie the Worker signed after a password sign-in, or by a
// Cloudflare Access JWT when the operator has put the route behind Access.

/** __Host-: only over HTTPS (localhost counts), for this host and path / only. */
export const SESSION_COOKIE = "__Host-advisor_session";
const PURPOSE = "advisor-session";
const SESSION_SECONDS = ADMIN_LIMITS.sessionHours * 60 * 60;
const live = (nonce: string) => `advisor-session:${nonce}`;
const failures = (request: Request) => `advisor-sign-in-failures:${clientAddress(request)}`;

const encoder = new TextEncoder();
const digest = async (text: string) => crypto.subtle.digest("SHA-256", encoder.encode(text));

export function passwordSignIn(env: Env): { password: string; key: string } | null {
  const { ADMIN_PASSWORD, ADMIN_SESSION_KEY } = appConfig(env);
  return ADMIN_PASSWORD && ADMIN_SESSION_KEY ? { password: ADMIN_PASSWORD, key: ADMIN_SESSION_KEY } : null;
}

/**
 * Compares digests of equal length without an early exit, so the time taken tells nothing about how
 * much of the password was right (the DOM typing of crypto.subtle hides workerd's timingSafeEqual).
 */
export async function isRightPassword(expected: string, given: string): Promise<boolean> {
  const [a, b] = (await Promise.all([digest(expected), digest(given)])).map((d) => new Uint8Array(d));
  let difference = 0;
  for (let i = 0; i < 32; i++) difference |= (a?.[i] ?? 0) ^ (b?.[i] ?? 1);
  return difference === 0;
}

export async function isSignInBlocked(env: Env, request: Request): Promise<boolean> {
  const count = Number(await env.CACHE.get(failures(request)).catch(() => null));
  return count >= ADMIN_LIMITS.maxFailedSignIns;
}

export async function recordFailedSignIn(env: Env, request: Request): Promise<void> {
  const count = Number(await env.CACHE.get(failures(request)).catch(() => null)) || 0;
  await env.CACHE.put(failures(request), String(count + 1), { expirationTtl: ADMIN_LIMITS.failedSignInWindowSeconds });
}

/** A new session: the signed cookie value, remembered in KV so signing out ends it everywhere. */
export async function startSession(env: Env, request: Request, key: string): Promise<string> {
  const token = await issueStamp(key, PURPOSE);
  await Promise.all([
    env.CACHE.put(live(token.split(".")[1] ?? ""), "1", { expirationTtl: SESSION_SECONDS }),
    env.CACHE.delete(failures(request)),
  ]);
  return token;
}

export const sessionCookie = (token: string) =>
  `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${SESSION_SECONDS}`;
export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

function cookieValue(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=");
  }
  return null;
}

async function hasLiveSession(env: Env, request: Request): Promise<boolean> {
  const signIn = passwordSignIn(env);
  const token = cookieValue(request);
  if (!signIn || !token) return false;
  const age = await stampAgeMs(signIn.key, PURPOSE, token);
  if (age === null || age < 0 || age >= SESSION_SECONDS * 1000) return false;
  return (await env.CACHE.get(live(token.split(".")[1] ?? ""))) !== null;
}

/** Signing out forgets the session on the server too: a copied cookie stops working. */
export async function endSession(env: Env, request: Request): Promise<void> {
  const token = cookieValue(request);
  if (token) await env.CACHE.delete(live(token.split(".")[1] ?? ""));
}

export async function isAdvisor(env: Env, request: Request): Promise<boolean> {
  const { ACCESS_TEAM_DOMAIN, ACCESS_AUD } = appConfig(env);
  const jwt = request.headers.get("cf-access-jwt-assertion");
  if (jwt && ACCESS_TEAM_DOMAIN && ACCESS_AUD && (await isValidAccessJwt(env, jwt, { teamDomain: ACCESS_TEAM_DOMAIN, audience: ACCESS_AUD }))) {
    return true;
  }
  return hasLiveSession(env, request);
}
