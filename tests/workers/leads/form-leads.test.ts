import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import listed from "#tests/fixtures/stopforumspam/listed.json";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { issueFormToken } from "#worker/services/guards/form-token.server";
import { freshAddress, json, leadRowsByEmail, mockUpstream, postJson, RECEIPT, signedToken, validLead } from "#tests/workers/helpers";

afterEach(() => vi.restoreAllMocks());

const cleanSpamDb = () => mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);

describe("POST /api/leads", () => {
  it("stores a bottom-form lead once, normalised as SPEC §3 says", async () => {
    cleanSpamDb();
    const lead = await validLead({ email: "  Maria.Lopez.Test1@GMAIL.com ", phone: "(415) 555-2671" });
    const response = await postJson("/api/leads", lead);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, formToken: expect.any(String), receipt: expect.stringMatching(RECEIPT) });
    const rows = await leadRowsByEmail("maria.lopez.test1@gmail.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Maria",
      last_name: "O'Neil-Smith",
      phone: "(415) 555-2671",
      zip_code: "94105",
      make: "Toyota",
      model: "RAV4",
      year: 2025,
      lead_source: "landing_page_cta",
      lead_source_detail: "bottom_cta_form",
      page_url: "https://caradvisor.example/?utm_source=google",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: null,
      referrer_url: null,
      user_agent: "vitest-agent/1.0",
    });
  });

  it("tags a modal lead with its source", async () => {
    cleanSpamDb();
    const lead = await validLead({
      formKind: "modal",
      source: "pricing_full_service",
      context: { referrerUrl: "https://www.google.com/" },
    });
    expect((await postJson("/api/leads", lead)).status).toBe(200);
    const [row] = await leadRowsByEmail(lead.email);
    expect(row).toMatchObject({
      lead_source: "landing_page_pricing_full_service",
      lead_source_detail: "pricing_full_service_modal_form",
      referrer_url: "https://www.google.com/",
    });
    expect(row?.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 400 with the field messages of SPEC §5", async () => {
    const response = await postJson(
      "/api/leads",
      await validLead({
        firstName: "A",
        lastName: "",
        phone: "0234567890",
        email: "x@test.com",
        zipCode: "9410",
        make: "",
        model: "",
        modelYear: "",
      }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({
      error: expect.any(String),
      formToken: expect.any(String),
      fields: {
        firstName: "First name must be at least 2 characters",
        lastName: "Last name is required",
        phone: "Invalid area code (cannot start with 0 or 1)",
        email: "Please use a valid email address (test domains not allowed)",
        zipCode: "Please enter a valid 5-digit zip code",
        make: "Please select a make",
        model: "Please select a model",
        modelYear: "Model year is required",
      },
    });
  });

  it.each([
    ["a missing field", { firstName: undefined }, "firstName", "First name is required"],
    ["a wrong type", { zipCode: 94105 }, "zipCode", expect.any(String)],
    ["an unknown form kind", { formKind: "popup" }, "formKind", expect.any(String)],
    ["a bad source tag", { formKind: "modal", source: "<script>" }, "source", "Invalid source tag"],
    ["a bad session id", { context: { sessionId: "x" } }, "context", "Invalid session id"],
  ])("answers 400 for %s", async (_name, overrides, field, message) => {
    const response = await postJson("/api/leads", await validLead(overrides));
    expect(response.status).toBe(400);
    const body: { fields: Record<string, string> } = await response.json();
    expect(body.fields[field]).toEqual(message);
  });

  it("answers 400 to malformed JSON and to a body that is not an object", async () => {
    const malformed = await postJson("/api/leads", "{not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Malformed JSON in request body" });
    expect((await postJson("/api/leads", "[1,2]")).status).toBe(400);
    expect((await postJson("/api/leads", "null")).status).toBe(400);
  });

  it("answers 413 to an oversized body", async () => {
    const response = await postJson("/api/leads", await validLead({ notes: "x".repeat(40_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Request body too large" });
  });

  it("fakes success and stores nothing when the honeypot is filled", async () => {
    const upstream = cleanSpamDb();
    const lead = await validLead({ honeypot: "https://cheap-pills.example" });
    const response = await postJson("/api/leads", lead);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, formToken: expect.any(String), receipt: expect.stringMatching(RECEIPT) });
    expect(await leadRowsByEmail(lead.email)).toHaveLength(0);
    expect(upstream).not.toHaveBeenCalled();
  });

  it("fakes success and stores nothing for a submit within 3 seconds of rendering", async () => {
    const lead = await validLead({ formToken: await signedToken(1_200) });
    const response = await postJson("/api/leads", lead);
    expect(response.status).toBe(200);
    expect(await leadRowsByEmail(lead.email)).toHaveLength(0);
  });

  it("fakes success and stores nothing for a forged or missing token", async () => {
    const [issuedAt, nonce] = (await signedToken()).split(".");
    const forgedSignature = await issueFormToken("a-different-secret-key-123", Number(issuedAt));
    for (const formToken of [`${issuedAt}.${nonce}.${forgedSignature.split(".")[2]}`, `${Date.now() - 60_000}`, ""]) {
      const lead = await validLead({ formToken });
      expect((await postJson("/api/leads", lead)).status).toBe(200);
      expect(await leadRowsByEmail(lead.email)).toHaveLength(0);
    }
  });

  it("treats the same email as a duplicate: success, nothing inserted", async () => {
    cleanSpamDb();
    const first = await validLead();
    await postJson("/api/leads", first);
    const again = await validLead({ email: first.email.toUpperCase() });
    const response = await postJson("/api/leads", again);
    expect(response.status).toBe(200);
    expect(await leadRowsByEmail(first.email)).toHaveLength(1);
  });

  it("treats the same formatted phone as a duplicate", async () => {
    cleanSpamDb();
    const first = await validLead();
    await postJson("/api/leads", first);
    const digits = String(first.phone);
    const again = await validLead({ phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` });
    expect((await postJson("/api/leads", again)).status).toBe(200);
    expect(await leadRowsByEmail(again.email)).toHaveLength(0);
  });

  it("stores one lead and 20 requests for 20 identical concurrent submissions, each with its own token", async () => {
    cleanSpamDb();
    const lead = await validLead();
    const bodies = await Promise.all(Array.from({ length: 20 }, async () => ({ ...lead, formToken: await signedToken() })));
    const responses = await Promise.all(bodies.map((body) => postJson("/api/leads", body)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await env.DB.prepare("select id, request_count from leads where email = ? or phone_digits = ?")
      .bind(lead.email, lead.phone)
      .all<{ id: string; request_count: number }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]?.request_count).toBe(20);
    const requests = await env.DB.prepare("select count(*) as n from lead_requests where lead_id = ?")
      .bind(rows.results[0]?.id)
      .first<{ n: number }>();
    expect(requests?.n).toBe(20);
  });

  it("rejects an address the spam database lists (recorded answer)", async () => {
    // The MD5 of spammer@gmail.com: the service is asked by the address's hash (emailhash), never the address.
    const upstream = mockUpstream([
      { match: /api\.stopforumspam\.org\/api\?emailhash=26ef7ba4c4834e507f642a1a891de671&json$/, respond: json(listed) },
    ]);
    const lead = await validLead({ email: "spammer@gmail.com" });
    const response = await postJson("/api/leads", lead);
    expect(response.status).toBe(400);
    expect((await response.json<{ fields: unknown }>()).fields).toEqual({
      email: "This email address appears to be associated with spam. Please use a valid email address.",
    });
    expect(upstream).toHaveBeenCalledTimes(1);
    expect(await leadRowsByEmail("spammer@gmail.com")).toHaveLength(0);
  });

  it("accepts the address when the spam lookup fails", async () => {
    mockUpstream([{ match: /stopforumspam/, respond: json({ error: "down" }, 503) }]);
    const lead = await validLead();
    expect((await postJson("/api/leads", lead)).status).toBe(200);
    expect(await leadRowsByEmail(lead.email)).toHaveLength(1);
  });

  it("accepts the address when the spam lookup times out or the network is down", async () => {
    mockUpstream([]);
    const lead = await validLead();
    expect((await postJson("/api/leads", lead)).status).toBe(200);
    expect(await leadRowsByEmail(lead.email)).toHaveLength(1);
  });

  it("answers 429 with a clear message once a client address exceeds the limit", async () => {
    cleanSpamDb();
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await postJson("/api/leads", await validLead(), address)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.at(-1)).toBe(429);
    const limited = await postJson("/api/leads", await validLead(), address);
    expect(await limited.json()).toEqual({ error: "Too many requests. Please wait a minute and try again." });
    expect(limited.headers.get("retry-after")).toBe("60");
    // Another visitor is not affected.
    expect((await postJson("/api/leads", await validLead(), freshAddress())).status).toBe(200);
  });

  it("never returns a lead: the answer carries no stored data (its thank-you link holds a key of its own)", async () => {
    cleanSpamDb();
    const lead = await validLead();
    const text = await (await postJson("/api/leads", lead)).text();
    expect(text).not.toContain(lead.email);
    const [row] = await leadRowsByEmail(lead.email);
    expect(text).not.toContain(String(row?.id));
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(["formToken", "ok", "receipt"]);
  });
});

describe("bot answers", () => {
  it("take about a second, like the fake success of SPEC §4", async () => {
    const started = Date.now();
    const response = await postJson("/api/leads", await validLead({ honeypot: "x" }));
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});
