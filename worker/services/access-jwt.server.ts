import { z } from "zod";
import { cached } from "./kv-cache.server";
import { UPSTREAM_TIMEOUT_MS, fetchJson } from "./fetch-json.server";
import { fromBase64Url } from "./signed-stamp.server";
import { logError } from "../log";

// Cloudflare Access puts a signed JWT (RS256) in Cf-Access-Jwt-Assertion on every request it let
// through. We check it ourselves so a request that reached the Worker around Access is still refused.

const jwks = z.object({
  keys: z.array(z.looseObject({ kid: z.string(), kty: z.literal("RSA"), n: z.string(), e: z.string() })),
});
const header = z.object({ alg: z.literal("RS256"), kid: z.string() });
const claims = z.object({
  aud: z.union([z.string(), z.array(z.string())]),
  iss: z.string(),
  exp: z.number(),
  nbf: z.number().optional(),
});

export type AccessSettings = { teamDomain: string; audience: string };

const decodePart = <T>(part: string, schema: z.ZodType<T>): T | null => {
  const bytes = fromBase64Url(part);
  if (!bytes) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The team's signing keys (cached in KV like every upstream answer). */
const teamKeys = (env: Env, teamDomain: string) =>
  cached(env.CACHE, `access-certs:${teamDomain}`, jwks, () => fetchJson(`${teamDomain}/cdn-cgi/access/certs`, jwks, UPSTREAM_TIMEOUT_MS));

/** True when the token is signed by the team's key, meant for our application, and current. */
export async function isValidAccessJwt(env: Env, token: string, settings: AccessSettings, nowMs = Date.now()): Promise<boolean> {
  try {
    const [headPart, bodyPart, signaturePart, extra] = token.split(".");
    if (!headPart || !bodyPart || !signaturePart || extra !== undefined) return false;
    const head = decodePart(headPart, header);
    const body = decodePart(bodyPart, claims);
    const signature = fromBase64Url(signaturePart);
    if (!head || !body || !signature) return false;
    const now = nowMs / 1000;
    const audiences = Array.isArray(body.aud) ? body.aud : [body.aud];
    if (body.iss !== settings.teamDomain || !audiences.includes(settings.audience) || body.exp <= now || (body.nbf ?? 0) > now + 60) {
      return false;
    }
    const jwk = (await teamKeys(env, settings.teamDomain)).keys.find((k) => k.kid === head.kid);
    if (!jwk) return false;
    const key = await crypto.subtle.importKey("jwk", { kty: "RSA", n: jwk.n, e: jwk.e, ext: true }, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, ["verify"]);
    return await crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, signature, new TextEncoder().encode(`${headPart}.${bodyPart}`));
  } catch (error) {
    logError("access_jwt_check_failed", error);
    return false;
  }
}
