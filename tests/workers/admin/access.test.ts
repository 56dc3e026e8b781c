import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { encodeBase64Url } from "hono/utils/encode";
import { SIGN_IN_MESSAGES } from "#app/domain/admin/sign-in";
import { loginPage } from "#app/routes/admin/login.server";
import { identifyAdvisor } from "#worker/services/admin/auth.server";
import { addAdvisor, PAGE, pageContext, settle } from "./admin-helpers";

// Cloudflare Access in front of /admin: the advisor is the token's email, checked
// by Hono's JWKS verification against the team's keys. The keys are generated here.

const team = "https://test-team.cloudflareaccess.com";
let keys: CryptoKeyPair;

const rsa = () =>
  crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  );

beforeAll(async () => {
  const pair = await rsa();
  if (!("privateKey" in pair)) throw new Error("expected a key pair");
  keys = pair;
  const jwk = await crypto.subtle.exportKey("jwk", keys.publicKey);
  if (jwk instanceof ArrayBuffer) throw new Error("expected a JWK");
  // The team's certs as Access publishes them, already in the KV cache (tests never reach the network).
  published = { keys: [{ kid: "test-key", kty: "RSA", alg: "RS256", n: jwk.n, e: jwk.e }] };
  await env.CACHE.put(`access-certs:${team}`, JSON.stringify(published));
});

/** The key set the team publishes now; tests rotate it. The Worker's fetch of it is answered here, never by the network. */
let published: { keys: Record<string, unknown>[] };
const certsFetches: string[] = [];
beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== `${team}/cdn-cgi/access/certs`) throw new Error(`unexpected fetch ${url}`);
    certsFetches.push(url);
    return Response.json(published);
  });
});
afterEach(() => vi.restoreAllMocks());

const encode = (value: unknown) => encodeBase64Url(new TextEncoder().encode(JSON.stringify(value)).buffer).replace(/=+$/, "");

async function jwt(claims: Record<string, unknown>, signer = keys.privateKey, kid = "test-key") {
  const head = `${encode({ alg: "RS256", kid, typ: "JWT" })}.${encode(claims)}`;
  const signature = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", signer, new TextEncoder().encode(head));
  return `${head}.${encodeBase64Url(signature).replace(/=+$/, "")}`;
}

const now = () => Math.floor(Date.now() / 1000);
const claimsFor = (email: string) => ({ aud: ["test-application-audience"], iss: team, exp: now() + 600, iat: now(), email });
const asking = (token: string) => new Request(`${PAGE}/admin`, { headers: { "cf-access-jwt-assertion": token } });

describe("Cloudflare Access", () => {
  it("admits the enabled advisor the token names", async () => {
    const advisor = await addAdvisor({ password: null });
    const identity = await identifyAdvisor(env, asking(await jwt(claimsFor(advisor.email.toUpperCase()))));
    expect(identity.advisor).toMatchObject({ id: advisor.id, email: advisor.email, name: advisor.name });
  });

  it("refuses a good token whose email is not an advisor, and tells the sign-in page why", async () => {
    const token = await jwt(claimsFor(`stranger.${crypto.randomUUID()}@caradvisor.example`));
    expect(await identifyAdvisor(env, asking(token))).toEqual({ advisor: null, problem: "not-advisor" });
    const page = await settle(loginPage(asking(token), pageContext()));
    expect(page).toMatchObject({ status: 200, data: { problem: SIGN_IN_MESSAGES["not-advisor"] } });
  });

  it("refuses a disabled advisor's token", async () => {
    const advisor = await addAdvisor({ disabled: true });
    expect((await identifyAdvisor(env, asking(await jwt(claimsFor(advisor.email))))).advisor).toBeNull();
  });

  it("refuses an expired, foreign, mis-signed, exp-less or malformed JWT", async () => {
    const advisor = await addAdvisor();
    const good = claimsFor(advisor.email);
    const { exp: _, ...noExpiry } = good;
    const other = await rsa();
    if (!("privateKey" in other)) throw new Error("expected a key pair");
    const bad = [
      await jwt({ ...good, exp: now() - 10 }),
      await jwt({ ...good, aud: "another-app" }),
      await jwt({ ...good, iss: "https://evil.cloudflareaccess.com" }),
      await jwt(noExpiry),
      await jwt(good, other.privateKey),
      await jwt(good, keys.privateKey, "unknown-key"),
      "not.a.jwt",
      "a.b",
    ];
    for (const token of bad) expect((await identifyAdvisor(env, asking(token))).advisor, token).toBeNull();
    expect((await identifyAdvisor(env, asking(await jwt(good)))).advisor?.id).toBe(advisor.id);
  });
});

describe("Access key rotation", () => {
  it("fetches the key set again for an unknown key id, once, and at most once in 5 minutes", async () => {
    const advisor = await addAdvisor({ password: null });
    const rotated = await rsa();
    if (!("privateKey" in rotated)) throw new Error("expected a key pair");
    const jwk = await crypto.subtle.exportKey("jwk", rotated.publicKey);
    if (jwk instanceof ArrayBuffer) throw new Error("expected a JWK");
    await env.CACHE.delete(`access-certs-refetched:${team}`);
    const before = certsFetches.length;
    // Access rotated its key: the cached set does not have it yet.
    published = { keys: [...published.keys, { kid: "rotated-key", kty: "RSA", alg: "RS256", n: jwk.n, e: jwk.e }] };
    const token = await jwt(claimsFor(advisor.email), rotated.privateKey, "rotated-key");
    expect((await identifyAdvisor(env, asking(token))).advisor?.id).toBe(advisor.id);
    expect(certsFetches.length - before).toBe(1);
    // The new set is cached: the next token with that key fetches nothing.
    expect((await identifyAdvisor(env, asking(token))).advisor?.id).toBe(advisor.id);
    // A flood of made-up key ids fetches nothing more within the 5 minutes.
    for (const kid of ["made-up-1", "made-up-2", "made-up-3"])
      expect((await identifyAdvisor(env, asking(await jwt(claimsFor(advisor.email), rotated.privateKey, kid)))).advisor).toBeNull();
    expect(certsFetches.length - before).toBe(1);
  });
});
