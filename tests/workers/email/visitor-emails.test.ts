import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { visitorEmailMessageSchema, type VisitorEmailMessage } from "#app/domain/lead-events";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { handleQueue } from "#worker/queue-consumers";
import { checkConfirmLink, checkUnsubscribeLink } from "#worker/services/email/links.server";
import { DAY_MS } from "#app/domain/constants";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { json, mockUpstream, postJson, queueBatch, uniqueEmail, validLead } from "#tests/workers/helpers";

type Sent = EmailMessageBuilder;

/** Email Service as the tests see it: keeps every message, or fails like an outage. */
function fakeMailer(failures = 0) {
  const sent: Sent[] = [];
  let failing = failures;
  const mailer = {
    async send(message: EmailMessage | EmailMessageBuilder): Promise<EmailSendResult> {
      if (failing > 0) {
        failing -= 1;
        throw new Error("Email Service unavailable");
      }
      if (!("subject" in message)) throw new Error("the consumer sends built messages");
      sent.push(message);
      return { messageId: `m${sent.length}` };
    },
  } satisfies SendEmail;
  return { mailer, sent };
}

const emailOn = (mailer: SendEmail): Env => ({ ...env, EMAIL_FROM: "advisors@caradvisor.example", EMAIL: mailer });

async function addLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  await database(env.DB)
    .insert(leads)
    .values({
      id,
      firstName: "Dana",
      email: `dana.${id.slice(0, 8)}@gmail.com`,
      phone: "(415) 555-2671",
      leadSource: "landing_page_cta",
      ...values,
    });
  return id;
}

async function consume(queueEnv: Env, body: VisitorEmailMessage, attempts = 1) {
  const { batch, message } = queueBatch("lead-events", body, attempts);
  await handleQueue(batch, queueEnv);
  return message;
}

const claims = async (leadId: string) =>
  (await env.DB.prepare("select key, kind from email_sends where lead_id = ?").bind(leadId).all<{ key: string; kind: string }>()).results;

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  // A form request asks the spam database about its address; it answers from its recorded fixture.
  mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
});
afterEach(() => vi.restoreAllMocks());

describe("the lead confirmation", () => {
  it("tells the visitor what happens next, the advisor hours and our number, with no marketing", async () => {
    const { mailer, sent } = fakeMailer();
    const leadId = await addLead();
    const message = await consume(emailOn(mailer), { type: "visitor.email", kind: "lead-confirmation", leadId, occasion: "17" });
    expect(message.ack).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    const [email] = sent;
    expect(email).toMatchObject({
      from: { email: "advisors@caradvisor.example", name: "CarAdvisor" },
      to: `dana.${leadId.slice(0, 8)}@gmail.com`,
    });
    expect(email?.subject).toBe("We have your request - CarAdvisor");
    // Nobody has confirmed the address, so nothing the visitor typed is in it: no name.
    expect(email?.text?.startsWith("Hello,\n")).toBe(true);
    expect(email?.text).not.toContain("Dana");
    expect(email?.text).toContain("An advisor will call you at the number you gave us (ending in 2671)");
    expect(email?.text).toContain("Mon-Fri: 8am-8pm PT | Sat: 9am-6pm PT");
    expect(email?.text).toContain("(888) 555-1234");
    // No marketing: no offers, prices, claims or newsletter, and no list headers on a transactional email.
    for (const pitch of ["$", "%", "newsletter", "save", "discount", "guarantee"])
      expect((email?.text ?? "").toLowerCase()).not.toContain(pitch);
    expect(email?.headers).toBeUndefined();
  });

  it("is sent once per lead and occasion, however often the queue delivers it", async () => {
    const { mailer, sent } = fakeMailer();
    const leadId = await addLead();
    const body: VisitorEmailMessage = { type: "visitor.email", kind: "lead-confirmation", leadId, occasion: "chat" };
    await consume(emailOn(mailer), body);
    await consume(emailOn(mailer), body, 2);
    await Promise.all([consume(emailOn(mailer), body, 3), consume(emailOn(mailer), body, 3)]);
    expect(sent).toHaveLength(1);
    expect(await claims(leadId)).toEqual([{ key: `lead-confirmation:${leadId}:chat`, kind: "lead-confirmation" }]);

    // Another request of the same person is another occasion: the same day, the address's cap holds it
    // back; the next day it gets its own email.
    await consume(emailOn(mailer), { ...body, occasion: "42" });
    expect(sent).toHaveLength(1);
    vi.useFakeTimers({ now: Date.now() + DAY_MS, toFake: ["Date"] });
    await consume(emailOn(mailer), { ...body, occasion: "43" });
    vi.useRealTimers();
    expect(sent).toHaveLength(2);
  });

  it("is retried with backoff when Email Service fails, then sent once", async () => {
    const { mailer, sent } = fakeMailer(1);
    const leadId = await addLead();
    const body: VisitorEmailMessage = { type: "visitor.email", kind: "lead-confirmation", leadId, occasion: "7" };
    const first = await consume(emailOn(mailer), body);
    expect(first.retry).toHaveBeenCalledWith({ delaySeconds: 30 });
    expect(first.ack).not.toHaveBeenCalled();
    expect(await claims(leadId)).toEqual([]);
    const second = await consume(emailOn(mailer), body, 2);
    expect(second.ack).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
  });

  it("is parked on the dead-letter queue after the last attempt", async () => {
    const { mailer } = fakeMailer(1);
    const parked = vi
      .spyOn(env.LEAD_DEAD_LETTERS, "send")
      .mockResolvedValue({ metadata: { metrics: { backlogCount: 1, backlogBytes: 64 } } });
    const body: VisitorEmailMessage = { type: "visitor.email", kind: "lead-confirmation", leadId: await addLead(), occasion: "9" };
    const message = await consume(emailOn(mailer), body, 5);
    expect(parked).toHaveBeenCalledWith(body, { contentType: "json" });
    expect(message.ack).toHaveBeenCalledTimes(1);
  });

  it("sends nothing, and marks nothing sent, when EMAIL_FROM is empty", async () => {
    const { mailer, sent } = fakeMailer();
    const leadId = await addLead();
    const message = await consume(
      { ...env, EMAIL_FROM: "", EMAIL: mailer },
      { type: "visitor.email", kind: "lead-confirmation", leadId, occasion: "1" },
    );
    expect(message.ack).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(0);
    expect(await claims(leadId)).toEqual([]);
  });

  it("sends nothing for a lead deleted since, or one without an email", async () => {
    const { mailer, sent } = fakeMailer();
    const noEmail = await addLead({ email: null });
    for (const leadId of [crypto.randomUUID(), noEmail]) {
      const message = await consume(emailOn(mailer), { type: "visitor.email", kind: "lead-confirmation", leadId, occasion: "1" });
      expect(message.ack).toHaveBeenCalledTimes(1);
    }
    expect(sent).toHaveLength(0);
  });
});

describe("the confirmation of a repeat request", () => {
  it("goes to the address the request gave, not the lead's first one", async () => {
    const send = vi.spyOn(env.LEAD_EVENTS, "send");
    const { mailer, sent } = fakeMailer();
    const first = await validLead();
    const leadId = await addLead({ email: first.email, phone: first.phone, phoneDigits: String(first.phone), firstName: "Dana" });
    const moved = uniqueEmail("moved");
    expect((await postJson("/api/leads", await validLead({ email: moved, phone: first.phone, firstName: "Danielle" }))).status).toBe(200);
    const [message] = send.mock.calls.flatMap(([body]) => {
      const email = visitorEmailMessageSchema.safeParse(body);
      return email.success ? [email.data] : [];
    });
    if (!message) throw new Error("no confirmation was queued");
    expect(message).toMatchObject({ kind: "lead-confirmation", leadId });
    await consume(emailOn(mailer), message);
    expect(sent.map((m) => m.to)).toEqual([moved]);
    expect(sent[0]?.text).not.toContain("Danielle");
  });

  it("falls back to the lead's details for a request that gave none (or is gone)", async () => {
    const { mailer, sent } = fakeMailer();
    const leadId = await addLead();
    await consume(emailOn(mailer), {
      type: "visitor.email",
      kind: "lead-confirmation",
      leadId,
      occasion: "2026-11-23",
      requestId: 987_654,
    });
    expect(sent.map((m) => m.to)).toEqual([`dana.${leadId.slice(0, 8)}@gmail.com`]);
  });
});

describe("the newsletter confirmation", () => {
  const body = (leadId: string): VisitorEmailMessage => ({
    type: "visitor.email",
    kind: "newsletter-confirmation",
    leadId,
    occasion: "signup",
  });

  it("carries a signed confirmation link and one-click unsubscribe headers with an https link", async () => {
    const { mailer, sent } = fakeMailer();
    const leadId = await addLead({ newsletterOptedIn: true, newsletterEmail: "tips.reader@gmail.com" });
    await consume(emailOn(mailer), body(leadId));
    expect(sent).toHaveLength(1);
    const [email] = sent;
    expect(email?.to).toBe("tips.reader@gmail.com");
    const confirm = /https:\/\/caradvisor\.example\/newsletter\/confirm\?token=\S+/.exec(email?.text ?? "")?.[0];
    const unsubscribeHeader = email?.headers?.["List-Unsubscribe"] ?? "";
    expect(unsubscribeHeader).toMatch(/^<https:\/\/caradvisor\.example\/unsubscribe\?token=[^>]+>$/);
    expect(email?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = unsubscribeHeader.slice(1, -1);
    expect(email?.text).toContain(unsubscribe);
    expect(email?.text).toContain("works for 7 days");

    expect(await checkConfirmLink(env, new URL(confirm ?? "https://x").searchParams.get("token"))).toEqual({
      ok: true,
      leadId,
      address: "tips.reader@gmail.com",
    });
    expect(await checkUnsubscribeLink(env, new URL(unsubscribe).searchParams.get("token"))).toMatchObject({ ok: true, leadId });
  });

  it("is in Spanish, with links to the Spanish pages, for a signup made on a Spanish page", async () => {
    const { mailer, sent } = fakeMailer();
    const leadId = await addLead({ newsletterOptedIn: true, newsletterEmail: `lector.${crypto.randomUUID().slice(0, 8)}@gmail.com` });
    await consume(emailOn(mailer), { ...body(leadId), language: "es" });
    const [email] = sent;
    expect(email?.subject).toBe("Confirme su suscripción al boletín de CarAdvisor");
    expect(email?.text?.startsWith("Hola:\n")).toBe(true);
    expect(email?.text).toContain("El enlace es válido durante 7 días.");
    expect(email?.text).toContain("Recibimos una solicitud para enviar el boletín de CarAdvisor a esta dirección.");
    expect(email?.text).not.toContain("Alguien, esperamos que usted");
    const confirm = /https:\/\/caradvisor\.example\/es\/newsletter\/confirm\?token=\S+/.exec(email?.text ?? "")?.[0];
    expect(await checkConfirmLink(env, new URL(confirm ?? "https://x").searchParams.get("token"))).toMatchObject({ ok: true, leadId });
    const unsubscribeHeader = email?.headers?.["List-Unsubscribe"] ?? "";
    expect(unsubscribeHeader).toMatch(/^<https:\/\/caradvisor\.example\/es\/unsubscribe\?token=[^>]+>$/);
    expect(email?.text).toContain(`puede cancelar la suscripción aquí: ${unsubscribeHeader.slice(1, -1)}`);
    expect(email?.text).toContain("Cómo tratamos su información: https://caradvisor.example/es/privacy");
  });

  it("takes the lead's language when the message names none (a chat's lead, or a message queued without one)", async () => {
    const { mailer, sent } = fakeMailer();
    const spanish = await addLead({ language: "es" });
    await consume(emailOn(mailer), { type: "visitor.email", kind: "lead-confirmation", leadId: spanish, occasion: "chat" });
    expect(sent[0]?.subject).toBe("Recibimos su solicitud - CarAdvisor");
    expect(sent[0]?.text).toContain("Un asesor le llamará al número que nos dio (el que termina en 2671)");
    expect(sent[0]?.text).toContain("Lun-Vie: 8 a.m.-8 p.m. PT | Sáb: 9 a.m.-6 p.m. PT");
    // The message's language wins over the lead's: an English request of a Spanish lead is answered in English.
    const english = await addLead({ language: "es" });
    await consume(emailOn(mailer), { type: "visitor.email", kind: "lead-confirmation", leadId: english, occasion: "17", language: "en" });
    expect(sent[1]?.subject).toBe("We have your request - CarAdvisor");
  });

  it("is not sent to an address that already confirmed or has unsubscribed since", async () => {
    const { mailer, sent } = fakeMailer();
    const confirmed = await addLead({ newsletterOptedIn: true, newsletterConfirmedAt: new Date().toISOString() });
    const unsubscribed = await addLead({ newsletterOptedIn: false, newsletterUnsubscribedAt: new Date().toISOString() });
    await consume(emailOn(mailer), body(confirmed));
    await consume(emailOn(mailer), body(unsubscribed));
    expect(sent).toHaveLength(0);
  });

  it("goes through wrangler's local Email Service simulator (the real binding) as built", async () => {
    const leadId = await addLead({ newsletterOptedIn: true });
    const message = await consume({ ...env, EMAIL_FROM: "advisors@caradvisor.example" }, body(leadId));
    expect(message.ack).toHaveBeenCalledTimes(1);
    expect(message.retry).not.toHaveBeenCalled();
    expect(await claims(leadId)).toEqual([{ key: `newsletter-confirmation:${leadId}:signup`, kind: "newsletter-confirmation" }]);
  });
});

describe("how often one inbox is written to", () => {
  /** Sends what the requests queued, each message as the queue delivers it. */
  async function deliverQueued(send: { mock: { calls: unknown[][] } }, mailer: SendEmail) {
    for (const [body] of send.mock.calls) {
      const email = visitorEmailMessageSchema.safeParse(body);
      if (email.success) await consume(emailOn(mailer), email.data);
    }
  }

  it("newsletter signups of one address get one confirmation a day, however many there are", async () => {
    const send = vi.spyOn(env.LEAD_EVENTS, "send");
    const { mailer, sent } = fakeMailer();
    const email = uniqueEmail("flood");
    for (let i = 0; i < 5; i++) expect((await postJson("/api/newsletter", { email })).status).toBe(200);
    await deliverQueued(send, mailer);
    expect(sent.map((m) => m.to)).toEqual([email]);
  });

  it("form requests of one person get one lead confirmation a day", async () => {
    const send = vi.spyOn(env.LEAD_EVENTS, "send");
    const { mailer, sent } = fakeMailer();
    const first = await validLead();
    for (let i = 0; i < 3; i++)
      expect((await postJson("/api/leads", await validLead({ email: first.email, phone: first.phone }))).status).toBe(200);
    await deliverQueued(send, mailer);
    expect(sent.map((m) => m.subject)).toEqual(["We have your request - CarAdvisor"]);
  });
});
