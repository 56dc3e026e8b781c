import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshAddress, leadRowsByEmail, postJson, uniqueEmail } from "#tests/workers/helpers";

afterEach(() => vi.restoreAllMocks());

describe("POST /api/newsletter", () => {
  it("stores the signup with the newsletter fields of SPEC §3", async () => {
    const email = uniqueEmail("reader");
    const response = await postJson("/api/newsletter", {
      email: `  ${email.toUpperCase()} `,
      context: { pageUrl: "https://caradvisor.example/landing/v1", utmCampaign: "fall", sessionId: "session-12345678" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await leadRowsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email,
      newsletter_email: email,
      newsletter_opted_in: 1,
      lead_source: "landing_page_footer",
      lead_source_detail: "newsletter_signup",
      page_url: "https://caradvisor.example/landing/v1",
      utm_campaign: "fall",
      session_id: "session-12345678",
      user_agent: "vitest-agent/1.0",
      referrer_url: null,
      first_name: null,
    });
    expect(rows[0]?.newsletter_opted_in_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("answers success and stores nothing for an address already on file", async () => {
    const email = uniqueEmail("reader");
    await postJson("/api/newsletter", { email });
    const again = await postJson("/api/newsletter", { email });
    expect(again.status).toBe(200);
    expect(await leadRowsByEmail(email)).toHaveLength(1);
  });

  it("answers a new, a pending and a confirmed address alike, so nobody learns who subscribes", async () => {
    const pending = uniqueEmail("pending");
    const confirmed = uniqueEmail("confirmed");
    await postJson("/api/newsletter", { email: pending });
    await postJson("/api/newsletter", { email: confirmed });
    await env.DB.prepare("update leads set newsletter_confirmed_at = ? where email = ?").bind(new Date().toISOString(), confirmed).run();
    const answers = await Promise.all(
      [uniqueEmail("new"), pending, confirmed].map(async (email) => {
        const response = await postJson("/api/newsletter", { email });
        return [response.status, await response.text()];
      }),
    );
    expect(answers).toEqual([
      [200, '{"ok":true}'],
      [200, '{"ok":true}'],
      [200, '{"ok":true}'],
    ]);
  });

  it("opts in only the lead whose own address it is: another lead of the person keeps its subscription", async () => {
    const [first, second] = [uniqueEmail("first"), uniqueEmail("second")];
    const confirmedAt = "2026-11-01T10:00:00.000Z";
    const [id, other] = [crypto.randomUUID(), crypto.randomUUID()];
    await env.DB.batch([
      env.DB.prepare(
        "insert into leads (id, email, newsletter_email, newsletter_opted_in, newsletter_confirmed_at, person_id, created_at) " +
          "values (?, ?, ?, 1, ?, ?, '2026-10-01T00:00:00.000Z')",
      ).bind(id, first, first, confirmedAt, id),
      env.DB.prepare("insert into leads (id, email, person_id) values (?, ?, ?)").bind(other, second, id),
    ]);
    expect((await postJson("/api/newsletter", { email: second })).status).toBe(200);
    const newsletterOf = (leadId: string) =>
      env.DB.prepare("select newsletter_email, newsletter_opted_in, newsletter_confirmed_at from leads where id = ?").bind(leadId).first();
    expect(await newsletterOf(id)).toEqual({ newsletter_email: first, newsletter_opted_in: 1, newsletter_confirmed_at: confirmedAt });
    expect(await newsletterOf(other)).toEqual({ newsletter_email: second, newsletter_opted_in: 1, newsletter_confirmed_at: null });
  });

  it("moves a pending newsletter to the lead's own address, and never a confirmed one", async () => {
    const [own, pending, confirmed] = [uniqueEmail("own"), uniqueEmail("pending"), uniqueEmail("confirmed")];
    const [waiting, subscribed] = [crypto.randomUUID(), crypto.randomUUID()];
    const confirmedAt = "2026-11-01T10:00:00.000Z";
    const insert = "insert into leads (id, email, newsletter_email, newsletter_opted_in, newsletter_confirmed_at) values (?, ?, ?, 1, ?)";
    await env.DB.batch([
      env.DB.prepare(insert).bind(waiting, own, pending, null),
      env.DB.prepare(insert).bind(subscribed, confirmed, uniqueEmail("list"), confirmedAt),
    ]);
    expect((await postJson("/api/newsletter", { email: own })).status).toBe(200);
    expect((await postJson("/api/newsletter", { email: confirmed })).status).toBe(200);
    const newsletterOf = (leadId: string) =>
      env.DB.prepare("select newsletter_email, newsletter_confirmed_at from leads where id = ?").bind(leadId).first();
    expect(await newsletterOf(waiting)).toEqual({ newsletter_email: own, newsletter_confirmed_at: null });
    expect(await newsletterOf(subscribed)).toMatchObject({ newsletter_confirmed_at: confirmedAt });
    expect((await newsletterOf(subscribed))?.newsletter_email).not.toBe(confirmed);
  });

  it("stores one row for concurrent signups of one address", async () => {
    const email = uniqueEmail("reader");
    await Promise.all(Array.from({ length: 10 }, () => postJson("/api/newsletter", { email })));
    const { results } = await env.DB.prepare("select count(*) as n from leads where email = ?").bind(email).all<{ n: number }>();
    expect(results[0]?.n).toBe(1);
  });

  it.each([
    ["no email", {}, "Email is required"],
    ["a malformed email", { email: "driver@gmail" }, "Please enter a valid email address"],
    ["a test domain", { email: "driver@mailinator.com" }, "Please use a valid email address (test domains not allowed)"],
    ["a misspelt provider", { email: "driver@gmial.com" }, "Did you mean driver@gmail.com?"],
  ])("answers 400 to %s", async (_name, body, message) => {
    const response = await postJson("/api/newsletter", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String), fields: { email: message } });
  });

  it("answers 400 to malformed JSON and 413 to an oversized body", async () => {
    expect((await postJson("/api/newsletter", "{")).status).toBe(400);
    expect((await postJson("/api/newsletter", { email: uniqueEmail(), pad: "x".repeat(20_000) })).status).toBe(413);
  });

  it("answers 429 past the per-address limit", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await postJson("/api/newsletter", { email: uniqueEmail() }, address)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the API surface", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await postJson("/api/leads/all", {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });

  it("offers no way to read leads", async () => {
    const { SELF } = await import("cloudflare:test");
    for (const path of ["/api/leads", "/api/leads?email=a@b.com", "/api/newsletter"]) {
      const response = await SELF.fetch(`https://caradvisor.test${path}`);
      expect(response.status).toBe(404);
    }
  });

  it("sends security headers and a request id", async () => {
    const response = await postJson("/api/leads", "{");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toMatch(/.+/);
  });
});
