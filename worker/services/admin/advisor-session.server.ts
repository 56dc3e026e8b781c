import { createCookie, type Cookie } from "react-router";
import { z } from "zod";
import { ADVISOR_SESSION_HOURS } from "#app/domain/admin/advisor";
import { liveSessionKey as live } from "#worker/services/shared/session-keys.server";
import { advisorById, type AdvisorRecord } from "./advisors.server";

// An advisor's session after a password sign-in: a cookie signed by React Router's createCookie
// (HMAC-SHA-256, checked in constant time) naming the advisor, their credential version, a session id
// and the time it began. The id is kept in KV so signing out ends the session on the server too; the
// version ends every session of an advisor whose password changed.

/** __Host-: only over HTTPS (localhost counts), for this host and path / only. */
const NAME = "__Host-advisor_session";
const SESSION_SECONDS = ADVISOR_SESSION_HOURS * 60 * 60;

const value = z.object({
  advisorId: z.number().int().positive(),
  version: z.number().int(),
  id: z.string().regex(/^[0-9a-f]{32}$/),
  startedMs: z.number().int(),
});

const cookies = new Map<string, Cookie>();

function cookieFor(key: string): Cookie {
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(NAME, { secrets: [key], httpOnly: true, secure: true, sameSite: "strict", path: "/", maxAge: SESSION_SECONDS });
    cookies.set(key, cookie);
  }
  return cookie;
}

async function readCookie(key: string, request: Request) {
  // A cookie we did not sign parses to null; one that is not our shape fails here.
  const parsed = value.safeParse(await cookieFor(key).parse(request.headers.get("cookie")));
  return parsed.success ? parsed.data : null;
}

/** A new session for this advisor: the Set-Cookie header that carries it. */
export async function startSession(env: Env, key: string, advisor: Pick<AdvisorRecord, "id" | "credentialVersion">): Promise<string> {
  const id = crypto.getRandomValues(new Uint8Array(16)).toHex();
  await env.CACHE.put(live(id), String(advisor.id), { expirationTtl: SESSION_SECONDS });
  return cookieFor(key).serialize({
    advisorId: advisor.id,
    version: advisor.credentialVersion,
    id,
    startedMs: Date.now(),
  } satisfies z.input<typeof value>);
}

export type SessionCheck = { advisor: AdvisorRecord; sessionId: string } | { advisor: null; ended: boolean };

/**
 * The advisor of a live session: signed by us, younger than 12 hours, not signed out, and of an
 * enabled advisor whose password has not changed since. `ended` says the password change ended it.
 */
export async function sessionAdvisor(env: Env, key: string, request: Request, nowMs = Date.now()): Promise<SessionCheck> {
  const session = await readCookie(key, request);
  if (!session) return { advisor: null, ended: false };
  const age = nowMs - session.startedMs;
  if (age < 0 || age >= SESSION_SECONDS * 1000) return { advisor: null, ended: false };
  const [kept, advisor] = await Promise.all([env.CACHE.get(live(session.id)), advisorById(env, session.advisorId)]);
  if (kept !== String(session.advisorId) || !advisor || advisor.disabled) return { advisor: null, ended: false };
  if (advisor.credentialVersion !== session.version) return { advisor: null, ended: true };
  return { advisor, sessionId: session.id };
}

/**
 * Signing out forgets the session on the server too (a copied cookie stops working); `setCookie` clears it,
 * and `sessionId` names the session that ended.
 */
export async function endSession(
  env: Env,
  key: string | undefined,
  request: Request,
): Promise<{ setCookie: string; sessionId: string | null }> {
  const session = key ? await readCookie(key, request) : null;
  if (session) await env.CACHE.delete(live(session.id));
  return { setCookie: await cookieFor(key ?? "").serialize("", { maxAge: 0 }), sessionId: session?.id ?? null };
}
