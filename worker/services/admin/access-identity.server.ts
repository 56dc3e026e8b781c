import { decode, verifyWithJwks } from "hono/jwt";
import { z } from "zod";
import { logError } from "../../log.server";
import { advisorByEmail, type AdvisorRecord } from "./advisors.server";
import { UPSTREAM_TIMEOUT_MS, fetchJson } from "../shared/fetch-json.server";
import { cached } from "../shared/kv-cache.server";

// Cloudflare Access puts a signed JWT (RS256) in Cf-Access-Jwt-Assertion on every request it let
// through. Hono checks it against the team's keys, so a request that reached the Worker around Access
// is still refused; the advisor is the token's email, and must be an enabled advisor (issue 11, item 4).

const jwks = z.object({
  keys: z.array(z.looseObject({ kid: z.string(), kty: z.literal("RSA"), n: z.string(), e: z.string() })),
});
// Access always sets exp; Hono checks it only when present, so its presence is checked here.
const claims = z.object({ exp: z.number(), email: z.string().max(254) });

export type AccessSettings = { teamDomain: string; audience: string };

/** The team's signing keys (cached in KV like every upstream answer). */
const teamKeys = (env: Env, teamDomain: string) =>
  cached(env.CACHE, `access-certs:${teamDomain}`, jwks, () => fetchJson(`${teamDomain}/cdn-cgi/access/certs`, jwks, UPSTREAM_TIMEOUT_MS));

/** The email of a token signed by the team's key, meant for our application and current; null otherwise. */
export async function accessEmail(env: Env, token: string, settings: AccessSettings): Promise<string | null> {
  try {
    // Not even a JWT of ours: refused before the team's keys are looked up.
    const { header } = decode(token);
    if (header.alg !== "RS256" || !header.kid) return null;
    const { keys } = await teamKeys(env, settings.teamDomain);
    const payload = await verifyWithJwks(token, {
      keys,
      allowedAlgorithms: ["RS256"],
      verification: { iss: settings.teamDomain, aud: settings.audience },
    });
    const parsed = claims.safeParse(payload);
    return parsed.success ? parsed.data.email : null;
  } catch (error) {
    // A forged, expired or foreign token is an everyday refusal; only a failure to get the keys is news.
    if (!(error instanceof Error && error.name.startsWith("Jwt"))) logError("access_jwt_check_failed", error);
    return null;
  }
}

export type AccessCheck = { advisor: AdvisorRecord } | { advisor: null; notAdvisor: boolean };

/** The enabled advisor a valid Access token names; `notAdvisor` when the token is good but its email is not one. */
export async function accessAdvisor(env: Env, token: string, settings: AccessSettings): Promise<AccessCheck> {
  const email = await accessEmail(env, token, settings);
  if (!email) return { advisor: null, notAdvisor: false };
  const advisor = await advisorByEmail(env, email);
  return advisor && !advisor.disabled ? { advisor } : { advisor: null, notAdvisor: true };
}
