import type { SignInProblem } from "#app/domain/admin/sign-in";
import { appConfig, type AppConfig } from "#worker/config.server";
import { logEvent } from "#worker/log.server";
import { deskSessionEnded } from "#worker/services/desk";
import { accessAdvisor } from "./access-identity.server";
import { endSession, sessionAdvisor, startSession } from "./advisor-session.server";
import { advisorByEmail, type AdvisorRecord } from "./advisors.server";
import { UNKNOWN_ADVISOR_HASH, verifyPassword } from "./password-hash.server";
import { accountKey, knownDevice, newDevice } from "./advisor-device.server";
import { type Attempter, countAttempt, forgiveAttempt } from "./sign-in-attempts.server";

// Who is asking: an enabled advisor named by a Cloudflare Access token, or by a
// session cookie from a password sign-in. With Access configured, password sign-in is off unless
// ADMIN_ALLOW_PASSWORD=true.

const accessSettings = (config: AppConfig) =>
  config.ACCESS_TEAM_DOMAIN && config.ACCESS_AUD ? { teamDomain: config.ACCESS_TEAM_DOMAIN, audience: config.ACCESS_AUD } : null;

/** The key that signs session cookies when password sign-in is on; null when it is off. */
export function passwordSignInKey(env: Env): string | null {
  const config = appConfig(env);
  if (!config.ADMIN_SESSION_KEY) return null;
  return accessSettings(config) && !config.ADMIN_ALLOW_PASSWORD ? null : config.ADMIN_SESSION_KEY;
}

/** `sessionId`: the password session the advisor came with (null under Access), so the live desk can end its sockets with it. */
export type Identity =
  | { advisor: AdvisorRecord; sessionId: string | null }
  | { advisor: null; problem: Extract<SignInProblem, "not-advisor" | "ended"> | null };

/** The advisor making this request, or why there is none worth telling them about. */
export async function identifyAdvisor(env: Env, request: Request): Promise<Identity> {
  const settings = accessSettings(appConfig(env));
  const token = request.headers.get("cf-access-jwt-assertion");
  const access = settings && token ? await accessAdvisor(env, token, settings) : null;
  if (access?.advisor) return { advisor: access.advisor, sessionId: null };
  const key = passwordSignInKey(env);
  const session = key ? await sessionAdvisor(env, key, request) : null;
  if (session?.advisor) return { advisor: session.advisor, sessionId: session.sessionId };
  return { advisor: null, problem: access?.notAdvisor ? "not-advisor" : session?.ended ? "ended" : null };
}

export type SignInOutcome =
  | { ok: true; advisor: AdvisorRecord; setCookies: string[] }
  | { ok: false; problem: SignInProblem; retryAfterSeconds?: number };

/**
 * A password sign-in. The attempt is counted before the password is checked (so parallel guesses are
 * cut off at 5): under this browser's device cookie when it holds a valid one for the advisor, otherwise
 * under its address and the account. A wrong address costs the same hashing as a wrong
 * password. A success leaves a fresh device cookie next to the session.
 */
export async function signInWithPassword(env: Env, request: Request, email: string, password: string): Promise<SignInOutcome> {
  const key = passwordSignInKey(env);
  if (!key) return { ok: false, problem: "off" };
  const advisor = await advisorByEmail(env, email);
  const device = await knownDevice(key, request, advisor);
  const who: Attempter =
    device && advisor
      ? { device: device.device, advisorId: advisor.id }
      : { account: await accountKey(key, email), advisorId: advisor?.id ?? null };
  const attempt = await countAttempt(env, request, who);
  if (!attempt.allowed) return { ok: false, problem: attempt.problem, retryAfterSeconds: attempt.retryAfterSeconds };
  const right = await verifyPassword(advisor?.passwordHash ?? UNKNOWN_ADVISOR_HASH, password);
  if (!advisor || !right) {
    // No address in the line: the log never names a person.
    logEvent("advisor_sign_in_failed", { knownDevice: device !== null });
    return { ok: false, problem: "bad" };
  }
  if (advisor.disabled) {
    logEvent("advisor_sign_in_refused", { advisorId: advisor.id, reason: "disabled" });
    return { ok: false, problem: "disabled" };
  }
  await forgiveAttempt(env, attempt);
  logEvent("advisor_signed_in", { advisorId: advisor.id, knownDevice: device !== null });
  return { ok: true, advisor, setCookies: [await startSession(env, key, advisor), await newDevice(key, advisor)] };
}

/** Ends this request's session, and its pages' sockets at the live desk; the Set-Cookie header that clears the cookie. */
export async function signOut(env: Env, request: Request): Promise<string> {
  const { setCookie, sessionId } = await endSession(env, appConfig(env).ADMIN_SESSION_KEY, request);
  if (sessionId) deskSessionEnded(env, sessionId);
  return setCookie;
}
