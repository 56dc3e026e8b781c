import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../worker/db/client";
import { leads } from "../../worker/db/schema";
import { SESSION_COOKIE } from "../../worker/services/admin-auth.server";
import { issueStamp, toBase64Url } from "../../worker/services/signed-stamp.server";
import { freshAddress } from "./helpers";

const BASE = "https://caradvisor.test";

async function signIn(password = env.ADMIN_PASSWORD ?? "", address = freshAddress()) {
  const body = new URLSearchParams({ password, next: "/admin/leads/abc" });
  return SELF.fetch(`${BASE}/api/session`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": address },
    body,
    redirect: "manual",
  });
}

async function advisorCookie(): Promise<string> {
  const response = await signIn();
  const cookie = response.headers.get("set-cookie") ?? "";
  return cookie.split(";")[0] ?? "";
}

const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${BASE}${path}`, { headers });

async function addLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  await database(env.DB)
    .insert(leads)
    .values({ id, firstName: "Test", email: `${id.slice(0, 8)}@gmail.com`, leadSource: "landing_page_cta", ...values });
  return id;
}

const ADMIN_ENDPOINTS: [string, string][] = [
  ["GET", "/api/admin/leads"],
  ["GET", "/api/admin/leads.csv"],
  ["GET", "/api/admin/leads/some-id"],
  ["PATCH", "/api/admin/leads/some-id/status"],
  ["DELETE", "/api/admin/leads/some-id"],
  ["GET", "/api/admin/leads/some-id/quote"],
  ["GET", "/api/admin/dashboard"],
  ["GET", "/api/admin/deals"],
  ["POST", "/api/admin/deals"],
  ["PUT", "/api/admin/deals/1"],
  ["DELETE", "/api/admin/deals/1"],
  ["GET", "/api/admin/deals/images"],
  ["POST", "/api/admin/deals/images/cache"],
  ["GET", "/api/admin/anything-else"],
];

async function expectAllRefused(headers: Record<string, string>) {
  for (const [method, path] of ADMIN_ENDPOINTS) {
    const response = await SELF.fetch(`${BASE}${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: method === "PATCH" || method === "POST" || method === "PUT" ? JSON.stringify({ status: "contacted" }) : undefined,
    });
    expect(response.status, `${method} ${path}`).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "Sign in as an advisor to use this." });
  }
}

describe("the admin API refuses anyone without a credential", () => {
  it("with no credential", async () => {
    await expectAllRefused({});
  });

  it("with a forged, expired or foreign-purpose session cookie", async () => {
    const forged = `${Date.now()}.${"a".repeat(32)}.${"A".repeat(43)}`;
    const expired = await issueStamp(env.ADMIN_SESSION_KEY ?? "", "advisor-session", Date.now() - 13 * 60 * 60 * 1000);
    const otherPurpose = await issueStamp(env.ADMIN_SESSION_KEY ?? "", "lead-form");
    for (const value of [forged, expired, otherPurpose, "garbage"]) await expectAllRefused({ cookie: `${SESSION_COOKIE}=${value}` });
  });

  it("with a cookie whose session was signed out", async () => {
    const cookie = await advisorCookie();
    expect((await get("/api/admin/leads", { cookie })).status).toBe(200);
    const out = await SELF.fetch(`${BASE}/api/session/sign-out`, { method: "POST", headers: { cookie }, redirect: "manual" });
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    await expectAllRefused({ cookie });
  });
});

describe("password sign-in", () => {
  it("sets a signed HttpOnly, Secure, SameSite=Strict cookie for 12 hours and goes back where the advisor was", async () => {
    const response = await signIn();
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/leads/abc");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=\\d+\\.[0-9a-f]{32}\\.[\\w-]{43}; `));
    for (const attribute of ["Path=/", "HttpOnly", "Secure", "SameSite=Strict", "Max-Age=43200"]) expect(cookie).toContain(attribute);
  });

  it("never redirects outside the admin route", async () => {
    const body = new URLSearchParams({ password: env.ADMIN_PASSWORD ?? "", next: "https://evil.example/admin" });
    const response = await SELF.fetch(`${BASE}/api/session`, { method: "POST", body, redirect: "manual", headers: { "cf-connecting-ip": freshAddress() } });
    expect(response.headers.get("location")).toBe("/admin");
  });

  it("refuses a wrong password, then blocks the address after 5 failures, even with the right one", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const response = await signIn("not-the-password", address);
      expect(response.headers.get("location")).toContain("problem=bad");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    const blocked = await signIn(env.ADMIN_PASSWORD, address);
    expect(blocked.headers.get("location")).toContain("problem=blocked");
    expect(blocked.headers.get("set-cookie")).toBeNull();
    // Another address is not affected.
    expect((await signIn()).headers.get("set-cookie")).toContain(SESSION_COOKIE);
  });
});

describe("Cloudflare Access", () => {
  const team = "https://test-team.cloudflareaccess.com";
  let keys: CryptoKeyPair;

  beforeAll(async () => {
    keys = (await crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    const jwk = (await crypto.subtle.exportKey("jwk", keys.publicKey)) as JsonWebKey;
    // The team's certs as Access publishes them, already in the KV cache (tests never reach the network).
    await env.CACHE.put(`access-certs:${team}`, JSON.stringify({ keys: [{ kid: "test-key", kty: "RSA", alg: "RS256", n: jwk.n, e: jwk.e }] }));
  });

  async function jwt(claims: Record<string, unknown>, signer = keys.privateKey, kid = "test-key") {
    const enc = (v: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(v)));
    const head = `${enc({ alg: "RS256", kid, typ: "JWT" })}.${enc(claims)}`;
    const signature = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", signer, new TextEncoder().encode(head));
    return `${head}.${toBase64Url(signature)}`;
  }
  const now = () => Math.floor(Date.now() / 1000);
  const good = () => ({ aud: ["test-application-audience"], iss: team, exp: now() + 600, iat: now(), email: "advisor@caradvisor.example" });

  it("admits a valid Access JWT", async () => {
    const response = await get("/api/admin/leads", { "cf-access-jwt-assertion": await jwt(good()) });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses an expired, foreign, mis-signed or malformed JWT", async () => {
    const other = (await crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    const bad = [
      await jwt({ ...good(), exp: now() - 10 }),
      await jwt({ ...good(), aud: "another-app" }),
      await jwt({ ...good(), iss: "https://evil.cloudflareaccess.com" }),
      await jwt(good(), other.privateKey),
      await jwt(good(), keys.privateKey, "unknown-key"),
      "not.a.jwt",
      "a.b",
    ];
    for (const token of bad) await expectAllRefused({ "cf-access-jwt-assertion": token });
  });
});

describe("leads for advisors", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await advisorCookie();
  });
  const list = async (query: string) => {
    const response = await get(`/api/admin/leads?${query}`, { cookie });
    expect(response.status).toBe(200);
    return (await response.json<{ rows: { id: string }[]; total: number }>()).rows.map((r) => r.id);
  };

  it("lists newest first, with search and every filter", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const chat = await addLead({ firstName: `Zed${tag}`, leadSource: "chatbot", qualified: true, readyToTalk: true, createdAt: "2026-03-02T10:00:00.000Z" });
    const form = await addLead({ firstName: `Zed${tag}`, lastName: "Form", phone: "(415) 555-0199", qualified: false, createdAt: "2026-03-03T10:00:00.000Z" });
    const news = await addLead({ firstName: `Zed${tag}`, leadSource: "landing_page_footer", createdAt: "2026-03-01T10:00:00.000Z" });
    expect(await list(`q=zed${tag}`)).toEqual([form, chat, news]);
    expect(await list(`q=zed${tag}&source=chat`)).toEqual([chat]);
    expect(await list(`q=zed${tag}&source=form`)).toEqual([form]);
    expect(await list(`q=zed${tag}&source=newsletter`)).toEqual([news]);
    expect(await list(`q=zed${tag}&qualified=no`)).toEqual([form]);
    expect(await list(`q=zed${tag}&ready=yes`)).toEqual([chat]);
    expect(await list(`q=zed${tag}&from=2026-03-02&to=2026-03-02`)).toEqual([chat]);
    expect(await list(`q=zed${tag}&status=contacted`)).toEqual([]);
    expect(await list(`q=${tag.toUpperCase()}`)).toContain(form);
    expect(await list("q=415-555-0199")).toContain(form);
    expect(await list("q=%25")).not.toContain(form);
  });

  it("answers 400 with field messages for bad filters", async () => {
    const response = await get("/api/admin/leads?source=fax&from=yesterday", { cookie });
    expect(response.status).toBe(400);
    const body = await response.json<{ fields: Record<string, string> }>();
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(["source", "from"]));
  });

  it("changes the status, records each change, and stamps the first contact", async () => {
    const id = await addLead();
    const patch = (status: string) =>
      SELF.fetch(`${BASE}/api/admin/leads/${id}/status`, { method: "PATCH", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ status }) });
    expect((await patch("contacted")).status).toBe(200);
    expect((await patch("closed")).status).toBe(200);
    expect((await patch("won")).status).toBe(400);
    const detail = await (await get(`/api/admin/leads/${id}`, { cookie })).json<{ lead: { status: string; contactedAt: string }; history: { status: string }[] }>();
    expect(detail.lead.status).toBe("closed");
    expect(detail.lead.contactedAt).toMatch(/^\d{4}-/);
    expect(detail.history.map((h) => h.status)).toEqual(["contacted", "closed"]);
    expect((await SELF.fetch(`${BASE}/api/admin/leads/missing/status`, { method: "PATCH", headers: { cookie, "content-type": "application/json" }, body: '{"status":"closed"}' })).status).toBe(404);
  });

  it("exports the filtered leads as escaped CSV", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    await addLead({ firstName: `Csv${tag}`, lastName: 'O"Neil, Jr.', notes: "line one\nline two", trim: "=cmd|' /C calc'!A0", model: "+SUM(1)", make: "@Tesla" });
    const response = await get(`/api/admin/leads.csv?q=csv${tag}`, { cookie });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    const [header, row] = text.split("\r\n");
    expect(header).toMatch(/^id,first_name,last_name,email,phone,/);
    expect(header).not.toContain("conversation_data");
    expect(row).toContain(`Csv${tag},"O""Neil, Jr."`);
    expect(text).toContain('"line one\nline two"');
    expect(text).toContain(`'=cmd|' /C calc'!A0`);
    expect(text).toContain("'+SUM(1)");
    expect(text).toContain("'@Tesla");
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("streams the dealer quote inline with its type, and 404 when there is none", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const path = `dealer-quotes/test${crypto.randomUUID().slice(0, 8)}_1.png`;
    await env.UPLOADS.put(path, png, { httpMetadata: { contentType: "image/png" } });
    const id = await addLead({ dealerQuoteImagePath: path, hasDealerQuote: true });
    const response = await get(`/api/admin/leads/${id}/quote`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    expect((await get(`/api/admin/leads/${await addLead()}/quote`, { cookie })).status).toBe(404);
  });

  it("summarises the last 30 days on the dashboard", async () => {
    await addLead({ leadSource: "chatbot", createdAt: new Date().toISOString(), answers: { name: "A", zipCode: "94105", vehicleType: "new" } });
    const body = await (await get("/api/admin/dashboard", { cookie })).json<{
      days: { day: string; chat: number }[];
      funnel: { key: string; n: number }[];
    }>();
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)?.chat).toBeGreaterThanOrEqual(1);
    expect(body.funnel.find((f) => f.key === "vehicleType")?.n).toBeGreaterThanOrEqual(1);
    expect(body.funnel.map((f) => f.key).slice(0, 3)).toEqual(["name", "zipCode", "vehicleType"]);
  });

  it("deletes a lead on request with its quote and history, keeping an audit row without personal data", async () => {
    const path = `dealer-quotes/del${crypto.randomUUID().slice(0, 8)}_1.pdf`;
    await env.UPLOADS.put(path, "%PDF-1.7", { httpMetadata: { contentType: "application/pdf" } });
    const id = await addLead({ firstName: "Erase", email: `erase.${crypto.randomUUID().slice(0, 6)}@gmail.com`, dealerQuoteImagePath: path, leadSource: "chatbot" });
    await SELF.fetch(`${BASE}/api/admin/leads/${id}/status`, { method: "PATCH", headers: { cookie, "content-type": "application/json" }, body: '{"status":"contacted"}' });
    const remove = () => SELF.fetch(`${BASE}/api/admin/leads/${id}`, { method: "DELETE", headers: { cookie } });
    expect((await remove()).status).toBe(204);
    expect(await env.DB.prepare("select id from leads where id = ?").bind(id).first()).toBeNull();
    expect(await env.DB.prepare("select id from lead_status_changes where lead_id = ?").bind(id).first()).toBeNull();
    expect(await env.UPLOADS.get(path)).toBeNull();
    const audit = await env.DB.prepare("select * from lead_deletions where lead_id = ?").bind(id).first<Record<string, unknown>>();
    expect(Object.keys(audit ?? {}).sort()).toEqual(["advisor_id", "deleted_at", "had_dealer_quote", "id", "lead_created_at", "lead_id", "lead_source", "reason"]);
    expect(audit).toMatchObject({ lead_source: "chatbot", had_dealer_quote: 1, reason: "request" });
    expect((await remove()).status).toBe(404);
  });
});
