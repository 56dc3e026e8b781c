import { decode, verifyWithJwks } from "hono/jwt";
import { z } from "zod";
import { logError } from "#worker/log.server";
import { advisorByEmail, type AdvisorRecord } from "./advisors.server";
import { UPSTREAM_TIMEOUT_MS, fetchJson } from "#worker/services/shared/fetch-json.server";
import { cached } from "#worker/services/shared/kv-cache.server";
import { CACHE_TTL_SECONDS } from "#app/domain/constants";

// Cloudflare Access puts a signed JWT (RS256) in Cf-Access-Jwt-Assertion on every request it let
// through. Hono checks it against the team's keys, so a request that reached the Worker around Access
// is still refused; the advisor is the token's email, and must be an enabled advisor.

const jwks = z.object({
  keys: z.array(z.looseObject({ kid: z.string(), kty: z.literal("RSA"), n: z.string(), e: z.string() })),
});
// Access always sets exp; Hono checks it only when present, so its presence is checked here.
const claims = z.object({ exp: z.number(), email: z.string().max(254) });

export type AccessSettings = { teamDomain: string; audience: string };

/** A token signed by a key the cache does not hold fetches the key set again at most this often. */
export const ACCESS_KEYS_REFETCH_SECONDS = 5 * 60;

const certsKey = (teamDomain: string) => `access-certs:${teamDomain}`;
const loadKeys = (teamDomain: string) => fetchJson(`${teamDomain}/cdn-cgi/access/certs`, jwks, UPSTREAM_TIMEOUT_MS);

/**
 * The team's signing keys, cached in KV like every upstream answer. Access rotates its keys: a token
 * whose key id the cached set lacks fetches the set once more, at most once in 5 minutes per team, so
 * a rotation never locks advisors out and forged key ids cannot make us hammer the team's endpoint.
 */
async function teamKeys(env: Env, teamDomain: string, kid: string) {
  const { keys } = await cached(env.CACHE, certsKey(teamDomain), jwks, () => loadKeys(teamDomain));
  if (keys.some((key) => key.kid === kid)) return keys;
  const mark = `access-certs-refetched:${teamDomain}`;
  if ((await env.CACHE.get(mark)) !== null) return keys;
  await env.CACHE.put(mark, "1", { expirationTtl: ACCESS_KEYS_REFETCH_SECONDS });
  const fresh = await loadKeys(teamDomain);
  await env.CACHE.put(certsKey(teamDomain), JSON.stringify(fresh), { expirationTtl: CACHE_TTL_SECONDS });
  return fresh.keys;
}

/** The email of a token signed by the team's key, meant for our application and current; null otherwise. */
export async function accessEmail(env: Env, token: string, settings: AccessSettings): Promise<string | null> {
  try {
    // Not even a JWT of ours: refused before the team's keys are looked up.
    const { header } = decode(token);
    if (header.alg !== "RS256" || !header.kid) return null;
    const keys = await teamKeys(env, settings.teamDomain, header.kid);
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
