import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { DAY_MS } from "#app/domain/constants";
import { visitorEmailMessageSchema } from "#app/domain/lead-events";
import { handleQueue } from "#worker/queue-consumers";
import { housekeeping } from "#worker/scheduled";
import { json, mockUpstream, postJson, queueBatch, signedToken, uniqueEmail, uniquePhone, validLead } from "#tests/workers/helpers";

// Visitor emails are capped per recipient address, across forms, chat and newsletter.

const ATTACK_NAME = "Dana,\r\n\r\nURGENT: call 900-555-0100";
const READY = { zipCode: "94105", vehicleType: "new", timeline: "now", experience: "fine", knowsVehicle: "exploring", readyToTalk: "yes" };

function fakeMailer() {
  const sent: EmailMessageBuilder[] = [];
  const mailer = {
    async send(message: EmailMessage | EmailMessageBuilder): Promise<EmailSendResult> {
      if (!("subject" in message)) throw new Error("the consumer sends built messages");
      sent.push(message);
      return { messageId: `m${sent.length}` };
    },
  } satisfies SendEmail;
  return { mailer, sent };
}

/** Sends what the requests queued, each message as the queue delivers it. */
async function deliverQueued(send: { mock: { calls: unknown[][] } }, mailer: SendEmail) {
  for (const [body] of send.mock.calls) {
    const email = visitorEmailMessageSchema.safeParse(body);
    if (!email.success) continue;
    const { batch } = queueBatch("lead-events", email.data);
    await handleQueue(batch, { ...env, EMAIL_FROM: "advisors@caradvisor.example", EMAIL: mailer });
  }
}

const chatLead = async (answers: Record<string, unknown>) =>
  postJson("/api/chat/leads", {
    sessionId: `s${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`,
    answers,
    conversation: [],
    formToken: await signedToken(),
    honeypot: "",
  });

beforeEach(() => {
  mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("four chats that name one victim's address", () => {
  it("refuses a chat name with line breaks, digits or punctuation, as the form does", async () => {
    const victim = uniqueEmail("victim");
    for (let i = 0; i < 4; i++) {
      const response = await chatLead({ ...READY, name: ATTACK_NAME, email: victim, phone: uniquePhone() });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { name: "Please enter a valid name." } });
    }
    expect((await chatLead({ ...READY, name: "Dana\n\nURGENT", email: victim })).status).toBe(400);
  });

  it("four chat leads naming one address send it one email, with nothing the visitor typed", async () => {
    const send = vi.spyOn(env.LEAD_EVENTS, "send");
    const { mailer, sent } = fakeMailer();
    const victim = uniqueEmail("victim");
    for (let i = 0; i < 4; i++) {
      expect((await chatLead({ ...READY, name: "Urgent Call Now", email: victim, phone: uniquePhone() })).status).toBe(201);
    }
    await deliverQueued(send, mailer);
    expect(sent.map((m) => m.to)).toEqual([victim]);
    expect(sent[0]?.text).not.toMatch(/urgent|call now/i);
  });

  it("forms, chats and the newsletter share the cap: one confirmation and one opt-in a day per address", async () => {
    const send = vi.spyOn(env.LEAD_EVENTS, "send");
    const { mailer, sent } = fakeMailer();
    const victim = uniqueEmail("victim");
    // Different phones: each form request is a lead of its own, and so is each chat.
    for (let i = 0; i < 2; i++) expect((await postJson("/api/leads", await validLead({ email: victim }))).status).toBe(200);
    expect((await chatLead({ ...READY, name: "Dana", email: victim, newsletterSignup: "yes" })).status).toBe(201);
    expect((await postJson("/api/newsletter", { email: victim.toUpperCase() })).status).toBe(200);
    await deliverQueued(send, mailer);
    expect(sent.map((m) => m.subject).sort()).toEqual([
      "Please confirm your CarAdvisor newsletter subscription",
      "We have your request - CarAdvisor",
    ]);
  });

  it("keeps only a keyed hash of the address, and the daily housekeeping forgets past days", async () => {
    const send = vi.spyOn(env.LEAD_EVENTS, "send");
    const { mailer } = fakeMailer();
    const victim = uniqueEmail("victim");
    expect((await postJson("/api/leads", await validLead({ email: victim }))).status).toBe(200);
    await deliverQueued(send, mailer);
    const rows = await env.DB.prepare("select * from email_address_sends where sent_at > ?")
      .bind(new Date(Date.now() - 60_000).toISOString())
      .all<Record<string, string>>();
    expect(JSON.stringify(rows.results)).not.toContain(victim);
    expect(rows.results.some((row) => /^[0-9a-f]{64}$/.test(row.address_hash ?? "") && row.category === "confirmation")).toBe(true);
    await housekeeping(env, new Date(Date.now() + 2 * DAY_MS));
    const left = await env.DB.prepare("select count(*) as n from email_address_sends").first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
