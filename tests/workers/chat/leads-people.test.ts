import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { CONSENT_TEXT_VERSION } from "#app/domain/consent";
import { visitorEmailMessageSchema } from "#app/domain/lead-events";
import {
  json,
  leadRowsByEmail,
  mockUpstream,
  PAGE_LINK,
  postJson,
  signedToken,
  uniqueEmail,
  uniquePhone,
  validLead,
} from "#tests/workers/helpers";

// The chat's side of the lead rules: one person across channels, consent, confirmations, the form token
// and honeypot of the forms, and quotes bound to their session.

beforeEach(() => {
  mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
});
afterEach(() => vi.restoreAllMocks());

type Row = Record<string, unknown>;
const session = () => `s${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
const START = { name: "Dana", zipCode: "94105", vehicleType: "new" };
const READY = { ...START, timeline: "now", experience: "fine", knowsVehicle: "exploring", readyToTalk: "yes" };
const row = (id: string) => env.DB.prepare("select * from leads where id = ?").bind(id).first<Row>();

async function create(answers: Record<string, unknown>, sessionId = session(), extra: Record<string, unknown> = {}) {
  const response = await postJson("/api/chat/leads", {
    sessionId,
    answers,
    conversation: [],
    formToken: await signedToken(),
    honeypot: "",
    ...extra,
  });
  return { response, sessionId };
}
async function created(answers: Record<string, unknown>, sessionId = session()) {
  const { response } = await create(answers, sessionId);
  expect(response.status).toBe(201);
  return { ...(await response.json<{ id: string; token: string }>()), sessionId };
}
function save(lead: { id: string; token: string; sessionId: string }, answers: Record<string, unknown>, sessionId = lead.sessionId) {
  return SELF.fetch(`https://caradvisor.test/api/chat/leads/${lead.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
    body: JSON.stringify({ sessionId, answers, conversation: [] }),
  });
}

describe("one person across channels", () => {
  it("a chat after a form, the phone written differently, is linked to the form's lead", async () => {
    const digits = uniquePhone();
    const form = await validLead({ phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` });
    await postJson("/api/leads", form);
    const [formLead] = await leadRowsByEmail(form.email);

    const chat = await created(START);
    expect(await row(chat.id)).toMatchObject({ person_id: chat.id, phone_digits: null, last_requested_at: expect.any(String) });
    expect((await save(chat, { ...READY, phone: digits, email: uniqueEmail("chat") })).status).toBe(200);
    expect(await row(chat.id)).toMatchObject({ phone: digits, phone_digits: digits, person_id: formLead?.id });
    // The chat lead is a row of its own (SPEC §3), with its first request.
    const requests = await env.DB.prepare("select source, source_detail from lead_requests where lead_id = ?").bind(chat.id).all<Row>();
    expect(requests.results).toEqual([{ source: "chatbot", source_detail: "chat_assistant" }]);
  });

  it("links by email as well, and a later lead of the person shares the same person_id", async () => {
    const email = uniqueEmail("same");
    await postJson("/api/newsletter", { email });
    const [subscriber] = await leadRowsByEmail(email);
    const first = await created({ ...START, readyToTalk: "no", newsletterSignup: "yes", newsletterEmail: email });
    const second = await created({ ...READY, phone: uniquePhone(), email });
    expect((await row(first.id))?.person_id).toBe(subscriber?.id);
    expect((await row(second.id))?.person_id).toBe(subscriber?.id);
  });

  it("a chat that gives the address an unverified repeat request gave joins nobody", async () => {
    const form = await validLead();
    await postJson("/api/leads", form);
    const moved = uniqueEmail("moved");
    await postJson("/api/leads", await validLead({ email: moved, phone: form.phone }));
    const chat = await created({ ...READY, email: moved });
    expect((await row(chat.id))?.person_id).toBe(chat.id);
  });

  it("stores the phone as digits whatever the client sent", async () => {
    const chat = await created({ ...READY, phone: "(415) 555-2671" });
    expect(await row(chat.id)).toMatchObject({ phone: "4155552671", phone_digits: "4155552671" });
  });
});

describe("what a repeat request filled on a chat lead", () => {
  it("stays when the chat has no answer for it, and a changed answer still replaces it", async () => {
    const [email, phone] = [uniqueEmail("chat-first"), uniquePhone()];
    const chat = await created({ ...READY, phone, email });
    // A form request of the same person (the chat's own email and phone) lands on the chat lead and fills its last name.
    expect((await postJson("/api/leads", await validLead({ email, phone, lastName: "Rivera" }))).status).toBe(200);
    const filled = await row(chat.id);
    expect(filled).toMatchObject({ phone_digits: phone, last_name: "Rivera", consent_text_version: CONSENT_TEXT_VERSION });

    // The chat saves again, still without a last name: nothing the request gave is lost.
    expect((await save(chat, { ...READY, phone, email, newsletterSignup: "yes" })).status).toBe(200);
    expect(await row(chat.id)).toMatchObject({
      phone_digits: phone,
      last_name: "Rivera",
      email,
      newsletter_opted_in: 1,
      consent_text_version: CONSENT_TEXT_VERSION,
      consent_at: filled?.consent_at,
      timeline: "now",
    });

    // An answer the chat does give replaces it.
    const other = uniquePhone();
    await save(chat, { ...START, readyToTalk: "yes", phone: other, lastName: "Reyes" });
    expect(await row(chat.id)).toMatchObject({ phone: other, phone_digits: other, last_name: "Reyes" });
  });
});

describe("consent columns", () => {
  it("a form lead stores the consent wording's version and time", async () => {
    const form = await validLead();
    await postJson("/api/leads", form);
    const [lead] = await leadRowsByEmail(form.email);
    expect(lead).toMatchObject({ consent_text_version: CONSENT_TEXT_VERSION, consent_at: lead?.created_at });
  });

  it("a chat lead stores them when the phone is given, after the consent line, and keeps the first time", async () => {
    const chat = await created(START);
    expect(await row(chat.id)).toMatchObject({ consent_text_version: null, consent_at: null });
    await save(chat, { ...READY, phone: uniquePhone() });
    const given = await row(chat.id);
    expect(given).toMatchObject({ consent_text_version: CONSENT_TEXT_VERSION, consent_at: expect.stringMatching(/^\d{4}-/) });
    await save(chat, { ...READY, phone: String(given?.phone), lastName: "Rivera" });
    expect((await row(chat.id))?.consent_at).toBe(given?.consent_at);
  });
});

describe("visitor emails from the chat", () => {
  const queued = () => vi.spyOn(env.LEAD_EVENTS, "send");
  const emails = (send: ReturnType<typeof queued>) =>
    send.mock.calls.flatMap(([body]) => {
      const parsed = visitorEmailMessageSchema.safeParse(body);
      return parsed.success ? [parsed.data] : [];
    });

  it("a chat lead that asks for a call and leaves an email is confirmed once", async () => {
    const send = queued();
    const chat = await created(READY);
    await save(chat, { ...READY, phone: "4155552671" });
    expect(emails(send)).toEqual([]);
    const withEmail = { ...READY, phone: "4155552671", email: uniqueEmail("chat") };
    await save(chat, withEmail);
    await save(chat, { ...withEmail, lastName: "Rivera" });
    expect(emails(send)).toEqual([{ type: "visitor.email", kind: "lead-confirmation", leadId: chat.id, occasion: "chat" }]);
  });

  it("the newsletter answer asks for confirmation once, as the footer box does", async () => {
    const send = queued();
    const answers = { ...START, readyToTalk: "no", newsletterSignup: "yes", newsletterEmail: uniqueEmail("tips") };
    const chat = await created(answers);
    await save(chat, { ...answers, followUpText: "no thanks", followUpClass: "DONE" });
    expect(emails(send)).toEqual([
      { type: "visitor.email", kind: "newsletter-confirmation", leadId: chat.id, occasion: "chat-newsletter" },
    ]);
  });
});

describe("the chat's lead creation is screened as the forms are", () => {
  const count = async (sessionId: string) =>
    (await env.DB.prepare("select count(*) as n from leads where session_id = ?").bind(sessionId).first<{ n: number }>())?.n;

  it("needs the page's form token", async () => {
    const response = await postJson("/api/chat/leads", { sessionId: session(), answers: START, conversation: [] });
    expect(response.status).toBe(400);
    expect((await response.json<{ fields: Record<string, string> }>()).fields).toHaveProperty("formToken");
  });

  it.each([
    ["a filled honeypot", async () => ({ honeypot: "https://spam.example", formToken: await signedToken() })],
    [
      "a token we did not sign",
      async () => ({ formToken: "1700000000000.0123456789abcdef0123456789abcdef.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
    ],
    ["a save within 3 seconds of the page", async () => ({ formToken: await signedToken(500) })],
  ])("answers %s like a person and stores nothing", async (_name, extra) => {
    const sessionId = session();
    const { response } = await create(START, sessionId, await extra());
    expect(response.status).toBe(201);
    const fake = await response.json<{ id: string; token: string }>();
    expect(fake).toEqual({ id: expect.any(String), token: expect.any(String), page: expect.stringMatching(PAGE_LINK) });
    expect(await count(sessionId)).toBe(0);
    expect((await save({ ...fake, sessionId }, START)).status).toBe(404);
  });

  it("an expired or used token gets a fresh one, and the chat saves with it", async () => {
    const formToken = await signedToken();
    const first = session();
    expect((await create(START, first, { formToken })).response.status).toBe(201);
    const second = session();
    const { response } = await create(START, second, { formToken });
    expect(response.status).toBe(400);
    const body = await response.json<{ fields: Record<string, string>; formToken: string }>();
    expect(body.fields).toEqual({ _: "This form has expired. Please submit it again." });
    expect(await count(second)).toBe(0);
    expect((await create(START, second, { formToken: body.formToken })).response.status).toBe(201);
    expect(await count(second)).toBe(1);
  });

  it("one token sent 10 times at once creates one chat lead", async () => {
    const formToken = await signedToken();
    const sessions = Array.from({ length: 10 }, () => session());
    const answers = await Promise.all(sessions.map((sessionId) => create(START, sessionId, { formToken })));
    expect(answers.filter(({ response }) => response.status === 201)).toHaveLength(1);
    const stored = await Promise.all(sessions.map(count));
    expect(stored.reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(1);
  });
});

describe("dealer quotes are bound to their session", () => {
  const QUOTE = {
    ...START,
    timeline: "now",
    experience: "fine",
    knowsVehicle: "yes",
    make: "Honda",
    model: "Accord",
    year: "2026",
    trim: "",
    dealerQuote: "yes",
  };

  it("a chat lead may reference only its own session's upload", async () => {
    const mine = session();
    const other = `dealer-quotes/${session()}_1763800000000.png`;
    const { response } = await create({ ...QUOTE, dealerQuoteUpload: other }, mine);
    expect(response.status).toBe(400);
    expect((await response.json<{ fields: Record<string, string> }>()).fields).toEqual({
      dealerQuoteUpload: "Failed to upload file. Please try again.",
    });
    // Its own session's upload, which must exist.
    const own = `dealer-quotes/${mine}_1763800000000.png`;
    await env.UPLOADS.put(own, "quote");
    expect((await create({ ...QUOTE, dealerQuoteUpload: own }, mine)).response.status).toBe(201);
  });

  it("an update is checked against the lead's stored session, whatever session the body claims", async () => {
    const chat = await created(QUOTE);
    const stranger = session();
    const path = `dealer-quotes/${stranger}_1763800000000.pdf`;
    const refused = await save(chat, { ...QUOTE, dealerQuoteUpload: path }, stranger);
    expect(refused.status).toBe(400);
    expect((await row(chat.id))?.dealer_quote_image_path).toBeNull();
    const own = `dealer-quotes/${chat.sessionId}_1763800000000.pdf`;
    await env.UPLOADS.put(own, "quote");
    expect((await save(chat, { ...QUOTE, dealerQuoteUpload: own })).status).toBe(200);
  });
});
