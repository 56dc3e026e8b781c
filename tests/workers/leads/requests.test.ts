import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { leadEventSchema, visitorEmailMessageSchema } from "#app/domain/lead-events";
import { handleLeadWrites } from "#worker/services/leads/writes.server";
import { storeFormLead } from "#worker/services/leads/form-leads.server";
import {
  json,
  leadRowsByEmail,
  mockUpstream,
  postJson,
  queueBatch,
  RECEIPT,
  signedToken,
  uniqueEmail,
  uniquePhone,
  validLead,
} from "#tests/workers/helpers";

// Every request reaches an advisor. One person is one lead (same email or same
// phone digits, whatever the way in); each request is kept in lead_requests.

beforeEach(() => {
  mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
});
afterEach(() => vi.restoreAllMocks());

type Row = Record<string, unknown>;
const leadsOf = async (email: string, digits: string | null = null) =>
  (await env.DB.prepare("select * from leads where email = ? or phone_digits = ? order by created_at").bind(email, digits).all<Row>())
    .results;
const requestsOf = async (leadId: unknown) =>
  (await env.DB.prepare("select * from lead_requests where lead_id = ? order by id").bind(leadId).all<Row>()).results;
const historyOf = async (leadId: unknown) =>
  (await env.DB.prepare("select * from lead_status_changes where lead_id = ? order by id").bind(leadId).all<Row>()).results;
const formatted = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

const queued = () => vi.spyOn(env.LEAD_EVENTS, "send");
const eventsOf = (send: ReturnType<typeof queued>) =>
  send.mock.calls.flatMap(([body]) => {
    const parsed = leadEventSchema.safeParse(body);
    return parsed.success ? [parsed.data] : [];
  });
const emailsOf = (send: ReturnType<typeof queued>) =>
  send.mock.calls.flatMap(([body]) => {
    const parsed = visitorEmailMessageSchema.safeParse(body);
    return parsed.success ? [parsed.data] : [];
  });

/** Moves a lead and its requests back in time, as if it had come in `days` ago. */
async function age(leadId: unknown, days: number) {
  const then = new Date(Date.now() - days * 86_400_000).toISOString();
  await env.DB.batch([
    env.DB.prepare("update leads set created_at = ?, last_requested_at = ? where id = ?").bind(then, then, leadId),
    env.DB.prepare("update lead_requests set created_at = ? where lead_id = ?").bind(then, leadId),
  ]);
  return then;
}

describe("a new lead", () => {
  it("is its own person, asked at its creation, with its phone as 10 digits and its first request", async () => {
    const lead = await validLead({ phone: "(415) 555-2671", email: uniqueEmail() });
    expect((await postJson("/api/leads", lead)).status).toBe(200);
    const [row] = await leadsOf(lead.email);
    expect(row).toMatchObject({
      phone: "(415) 555-2671",
      phone_digits: "4155552671",
      person_id: row?.id,
      last_requested_at: row?.created_at,
      request_count: 1,
    });
    expect(await requestsOf(row?.id)).toEqual([
      expect.objectContaining({
        source: "landing_page_cta",
        source_detail: "bottom_cta_form",
        page_url: "https://caradvisor.example/?utm_source=google",
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: null,
        make: "Toyota",
        model: "RAV4",
        year: 2025,
        created_at: row?.created_at,
      }),
    ]);
  });
});

describe("matching rules", () => {
  it("match the details of a verified request only: an unverified one's new address or phone links nobody", async () => {
    const first = await validLead();
    await postJson("/api/leads", first);
    const [lead] = await leadsOf(first.email);
    // A new address with the old phone, and the old address with a new phone: each is kept on the lead, unverified.
    const [newEmail, newPhone] = [uniqueEmail("moved"), uniquePhone()];
    await postJson("/api/leads", await validLead({ email: newEmail, phone: first.phone }));
    await postJson("/api/leads", await validLead({ email: first.email, phone: newPhone }));
    expect((await requestsOf(lead?.id)).map((r) => [r.email, r.phone_digits, r.unverified_match])).toEqual([
      [first.email, first.phone, 0],
      [newEmail, first.phone, 1],
      [first.email, newPhone, 1],
    ]);
    // Neither new detail alone finds the person: a signup with the new address and a
    // form with the new phone are people of their own.
    expect((await postJson("/api/newsletter", { email: newEmail })).status).toBe(200);
    expect((await postJson("/api/leads", await validLead({ email: uniqueEmail("other"), phone: newPhone }))).status).toBe(200);
    expect(
      await env.DB.prepare("select count(*) as n from leads where email = ? or phone_digits = ?").bind(newEmail, newPhone).first(),
    ).toEqual({ n: 2 });
    expect((await leadsOf(first.email))[0]).toMatchObject({ email: first.email, phone_digits: first.phone, request_count: 3 });
  });

  it("a form after a newsletter signup: the subscriber's lead keeps the request, flagged, and gains nothing of it", async () => {
    const email = uniqueEmail("subscriber");
    expect((await postJson("/api/newsletter", { email })).status).toBe(200);
    const [subscriber] = await leadRowsByEmail(email);
    const send = queued();
    const form = await validLead({
      email,
      formKind: "modal",
      source: "pricing_full_service",
      make: "Honda",
      model: "Pilot",
      modelYear: "2026",
    });
    expect(await (await postJson("/api/leads", form)).json()).toEqual({
      ok: true,
      formToken: expect.any(String),
      receipt: expect.stringMatching(RECEIPT),
    });

    const rows = await leadsOf(email, String(form.phone));
    expect(rows).toHaveLength(1);
    // The lead has no phone to check the request against: who sent it is not shown.
    expect(rows[0]).toMatchObject({
      id: subscriber?.id,
      lead_source: "landing_page_footer",
      first_name: null,
      phone: null,
      phone_digits: null,
      make: null,
      request_count: 2,
      newsletter_opted_in: 1,
    });
    expect(rows[0]?.last_requested_at).not.toBe(subscriber?.last_requested_at);
    expect(
      (await requestsOf(subscriber?.id)).map((r) => [r.source_detail, r.first_name, r.phone_digits, r.make, r.unverified_match]),
    ).toEqual([
      ["newsletter_signup", null, null, null, 0],
      ["pricing_full_service_modal_form", "Maria", form.phone, "Honda", 1],
    ]);
    expect(eventsOf(send)).toEqual([expect.objectContaining({ type: "lead.repeated", leadId: subscriber?.id, source: "form" })]);
  });

  it("a newsletter signup after a lead: the lead's opt-in is turned on and the request kept, no second row", async () => {
    const form = await validLead();
    await postJson("/api/leads", form);
    const [lead] = await leadRowsByEmail(form.email);
    await env.DB.prepare("update leads set status = 'contacted' where id = ?").bind(lead?.id).run();
    const send = queued();
    expect((await postJson("/api/newsletter", { email: form.email.toUpperCase() })).status).toBe(200);

    const rows = await leadsOf(form.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      newsletter_opted_in: 1,
      newsletter_email: form.email,
      request_count: 2,
      newsletter_confirmed_at: null,
    });
    expect(rows[0]?.newsletter_opted_in_at).toMatch(/^\d{4}-/);
    // Tips by email are not a request for a call: the advisor's status stands, and so does the time of
    // the latest call request (the overdue box counts from it).
    expect(rows[0]?.status).toBe("contacted");
    expect(rows[0]?.last_requested_at).toBe(lead?.last_requested_at);
    expect((await requestsOf(lead?.id)).map((r) => r.source_detail)).toEqual(["bottom_cta_form", "newsletter_signup"]);
    expect(eventsOf(send)).toEqual([expect.objectContaining({ type: "lead.repeated", leadId: lead?.id, source: "newsletter" })]);
  });

  it("a second form request weeks later, about another car: one lead, both requests, the latest time", async () => {
    const first = await validLead();
    await postJson("/api/leads", first);
    const [lead] = await leadRowsByEmail(first.email);
    const then = await age(lead?.id, 21);
    // The same person, the phone written another way, from another campaign.
    const again = await validLead({
      email: uniqueEmail(),
      phone: formatted(String(first.phone)),
      make: "Ford",
      model: "Bronco",
      modelYear: "2024",
      context: { pageUrl: "https://caradvisor.example/landing/V2?utm_source=newsletter", utmSource: "newsletter", utmCampaign: "spring" },
    });
    expect((await postJson("/api/leads", again)).status).toBe(200);

    expect(await leadRowsByEmail(again.email)).toHaveLength(0);
    const [updated] = await leadsOf(first.email);
    // The lead keeps the car it first asked about; the request keeps the new one.
    expect(updated).toMatchObject({ request_count: 2, created_at: then, email: first.email, make: "Toyota", model: "RAV4", year: 2025 });
    expect(updated?.last_requested_at).not.toBe(then);
    expect((await requestsOf(lead?.id)).map((r) => [r.make, r.model, r.year, r.utm_source, r.utm_campaign, r.page_url])).toEqual([
      ["Toyota", "RAV4", 2025, "google", null, "https://caradvisor.example/?utm_source=google"],
      ["Ford", "Bronco", 2024, "newsletter", "spring", "https://caradvisor.example/landing/V2?utm_source=newsletter"],
    ]);
    // The new address is not the lead's, but it is not lost: the request keeps what the visitor gave.
    expect((await requestsOf(lead?.id)).map((r) => [r.email, r.phone, r.first_name])).toEqual([
      [first.email, formatted(String(first.phone)), "Maria"],
      [again.email, formatted(String(first.phone)), "Maria"],
    ]);
  });

  it("when several leads match, the person's earliest lead gets the request", async () => {
    const phone = uniquePhone();
    const older = await validLead({ phone });
    await postJson("/api/leads", older);
    const [first] = await leadRowsByEmail(older.email);
    await age(first?.id, 30);
    // A second person row with the same phone, linked to the first as a chat lead would be.
    const chatId = crypto.randomUUID();
    const chatEmail = uniqueEmail("chat");
    await env.DB.prepare("insert into leads (id, email, phone, phone_digits, person_id, lead_source) values (?, ?, ?, ?, ?, 'chatbot')")
      .bind(chatId, chatEmail, phone, phone, first?.id)
      .run();
    // Matches only the chat lead by its email: the request still goes to the person's first lead.
    await postJson("/api/leads", await validLead({ email: chatEmail, phone: uniquePhone() }));
    expect((await requestsOf(first?.id)).length).toBe(2);
    expect(await requestsOf(chatId)).toEqual([]);
  });
});

describe("a repeat request reopens the lead", () => {
  it.each(["contacted", "closed"])("a %s lead goes back to new, with a history line saying it asked again", async (status) => {
    const first = await validLead();
    await postJson("/api/leads", first);
    const [lead] = await leadRowsByEmail(first.email);
    await env.DB.prepare("update leads set status = ?, status_changed_at = '2026-01-01T00:00:00.000Z' where id = ?")
      .bind(status, lead?.id)
      .run();
    await postJson("/api/leads", await validLead({ email: first.email, phone: first.phone }));

    const [reopened] = await leadRowsByEmail(first.email);
    expect(reopened?.status).toBe("new");
    expect(reopened?.status_changed_at).toBe(reopened?.last_requested_at);
    expect(await historyOf(lead?.id)).toEqual([
      expect.objectContaining({ status: "new", advisor_id: null, reason: "asked_again", changed_at: reopened?.last_requested_at }),
    ]);
  });

  it("a new or spam lead keeps its status and gets no history line", async () => {
    for (const status of ["new", "spam"]) {
      const first = await validLead();
      await postJson("/api/leads", first);
      const [lead] = await leadRowsByEmail(first.email);
      await env.DB.prepare("update leads set status = ? where id = ?").bind(status, lead?.id).run();
      await postJson("/api/leads", await validLead({ email: first.email, phone: first.phone }));
      expect((await leadRowsByEmail(first.email))[0]?.status).toBe(status);
      expect(await historyOf(lead?.id)).toEqual([]);
    }
  });
});

describe("concurrency", () => {
  it("20 concurrent identical requests, each with its own token, give one lead and 20 request rows", async () => {
    const lead = await validLead();
    const bodies = await Promise.all(Array.from({ length: 20 }, async () => ({ ...lead, formToken: await signedToken() })));
    const send = queued();
    const responses = await Promise.all(bodies.map((body) => postJson("/api/leads", body)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await leadsOf(lead.email, String(lead.phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.request_count).toBe(20);
    expect(await requestsOf(rows[0]?.id)).toHaveLength(20);
    // One webhook event per request: the first created the lead, the others repeated it.
    const types = eventsOf(send)
      .map((e) => e.type)
      .sort();
    expect(types).toEqual(["lead.created", ...Array(19).fill("lead.repeated")]);
  });
});

describe("notifications and confirmations per request", () => {
  it("one webhook event per request; each queues its confirmation for its day, so the consumer sends one a day", async () => {
    const send = queued();
    const first = await validLead();
    for (const overrides of [{}, { make: "Kia", model: "EV9" }, { formKind: "modal", source: "faq" }]) {
      expect((await postJson("/api/leads", await validLead({ email: first.email, phone: first.phone, ...overrides }))).status).toBe(200);
    }
    const [lead] = await leadRowsByEmail(first.email);
    const requests = await requestsOf(lead?.id);
    expect(eventsOf(send).map((e) => [e.type, e.leadId])).toEqual([
      ["lead.created", lead?.id],
      ["lead.repeated", lead?.id],
      ["lead.repeated", lead?.id],
    ]);
    expect(emailsOf(send)).toEqual(
      requests.map((r) => ({
        type: "visitor.email",
        kind: "lead-confirmation",
        leadId: lead?.id,
        occasion: String(r.created_at).slice(0, 10),
        requestId: r.id,
        // The page's language, for the email's words (decision record 033): these came from English pages.
        language: "en",
      })),
    );
  });
});

describe("a request D1 refused, replayed from the lead-writes queue", () => {
  it("is kept as a repeat of the person's lead once, however often the message arrives", async () => {
    const first = await validLead();
    await postJson("/api/leads", first);
    const [lead] = await leadRowsByEmail(first.email);
    const send = vi.spyOn(env.LEAD_WRITES, "send").mockResolvedValue(undefined as never);
    const down = vi.spyOn(env.DB, "batch").mockRejectedValue(new Error("D1_ERROR: Network connection lost."));
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await postJson("/api/leads", await validLead({ email: first.email, make: "Mazda", model: "CX-5" }))).status).toBe(200);
    down.mockRestore();
    const queuedRow = send.mock.calls[0]?.[0];
    for (let delivery = 0; delivery < 2; delivery++) {
      const { batch, message } = queueBatch("lead-writes", queuedRow);
      await handleLeadWrites(batch, env, storeFormLead);
      expect(message.ack).toHaveBeenCalled();
    }
    expect(await leadRowsByEmail(first.email)).toHaveLength(1);
    expect((await requestsOf(lead?.id)).map((r) => r.model)).toEqual(["RAV4", "CX-5"]);
    expect((await leadRowsByEmail(first.email))[0]?.request_count).toBe(2);
  });
});
