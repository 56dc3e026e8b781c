import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type VisitorEmailMessage, visitorEmailMessageSchema } from "#app/domain/lead-events";
import { buyerHomeAction } from "#app/routes/buyer-home.server";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { handleQueue } from "#worker/queue-consumers";
import { formRequest, pageContext, settle } from "#tests/workers/admin/admin-helpers";
import { json, mockUpstream, postJson, queueBatch, uniqueEmail, validLead } from "#tests/workers/helpers";
import { openPage, page } from "./buyer-helpers";

// The links that open the buyer's page reach only the person (docs/decisions/052): the confirmation email
// to the lead's own address, the lost-link form by address (the same answer whether or not it is ours,
// under the address's daily cap), and the thank-you view's link to the request alone.

/** Email Service as the tests see it: keeps every message. */
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

const emailOn = (mailer: SendEmail): Env => ({ ...env, EMAIL_FROM: "advisors@caradvisor.example", EMAIL: mailer });

/** The visitor emails a request queued, as the lead-events consumer receives them. */
function queuedEmails(send: { mock: { calls: unknown[][] } }): VisitorEmailMessage[] {
  return send.mock.calls.flatMap(([body]) => {
    const email = visitorEmailMessageSchema.safeParse(body);
    return email.success ? [email.data] : [];
  });
}

async function deliver(bindings: Env, message: VisitorEmailMessage) {
  const { batch } = queueBatch("lead-events", message);
  await handleQueue(batch, bindings);
}

/** The page's token in an email's text: the path after /my/ or /es/mi/. */
const linkIn = (text: string | undefined) => /https:\/\/caradvisor\.example\/(?:es\/mi|my)\/([\w.-]+)/.exec(text ?? "")?.[1] ?? null;

beforeEach(() => {
  mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("a form lead's confirmation email", () => {
  it("carries the page's link, which opens the lead's page and its status: received", async () => {
    const send = vi.spyOn(env.LEAD_EVENTS, "send");
    const { mailer, sent } = fakeMailer();
    const lead = await validLead({ firstName: "Marisol" });
    const answer = await postJson("/api/leads", lead);
    expect(answer.status).toBe(200);
    const [message] = queuedEmails(send);
    if (!message) throw new Error("no confirmation was queued");
    await deliver(emailOn(mailer), message);
    expect(sent[0]?.text).toContain("Your private page:");
    expect(sent[0]?.text).toContain("The link works for 90 days.");
    const token = linkIn(sent[0]?.text);
    if (!token) throw new Error("no page link in the email");
    const view = page((await openPage(token)).view);
    expect(view).toMatchObject({ firstName: "Marisol", status: { stage: "received", closed: false }, asked: { car: "2025 Toyota RAV4" } });
    expect(view.requests).toHaveLength(1);
    expect(view.details.email).toBe(lead.email);
  });

  it("in Spanish for a Spanish request, linking the Spanish page", async () => {
    const send = vi.spyOn(env.LEAD_EVENTS, "send");
    const { mailer, sent } = fakeMailer();
    await postJson("/api/leads", await validLead({ language: "es" }));
    const [message] = queuedEmails(send);
    if (!message) throw new Error("no confirmation was queued");
    await deliver(emailOn(mailer), message);
    expect(sent[0]?.text).toContain("Su página privada:");
    expect(sent[0]?.text).toMatch(/https:\/\/caradvisor\.example\/es\/mi\//);
  });

  it("has no link when it goes to an address the lead does not hold (a request matching by phone alone)", async () => {
    const send = vi.spyOn(env.LEAD_EVENTS, "send");
    const { mailer, sent } = fakeMailer();
    const first = await validLead();
    await postJson("/api/leads", first);
    send.mockClear();
    const stranger = uniqueEmail("stranger");
    await postJson("/api/leads", await validLead({ email: stranger, phone: first.phone }));
    const [message] = queuedEmails(send);
    if (!message) throw new Error("no confirmation was queued");
    await deliver(emailOn(mailer), message);
    expect(sent.map((email) => email.to)).toEqual([stranger]);
    expect(linkIn(sent[0]?.text)).toBeNull();
  });
});

describe("the thank-you view's link", () => {
  it("comes with every success, a known person's and a bot's alike, and opens the request alone", async () => {
    const first = await validLead();
    const answer = await (await postJson("/api/leads", first)).json<{ receipt: string }>();
    expect(answer.receipt).toMatch(/^\/my\/r[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/);
    const receipt = (await openPage(answer.receipt.slice("/my/".length))).view;
    expect(receipt).toMatchObject({ kind: "receipt", firstName: "Maria", zipCode: "94105" });

    // The same person again: the answer has the same shape, and its link opens that request, not the lead.
    const again = await (await postJson("/api/leads", { ...(await validLead()), email: first.email, phone: first.phone })).json<{
      receipt: string;
    }>();
    expect(again.receipt).toMatch(/^\/my\/r/);
    expect((await openPage(again.receipt.slice("/my/".length))).view.kind).toBe("receipt");

    const bot = await (await postJson("/api/leads", await validLead({ honeypot: "http://spam.example" }))).json<{ receipt: string }>();
    expect(bot.receipt).toMatch(/^\/my\/r[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/);
  });
});

describe("the lost-link form", () => {
  const ask = (email: string, address = "198.51.100.7") =>
    settle(buyerHomeAction(formRequest("/my", { email }, { "cf-connecting-ip": address }), pageContext()));

  it("answers the same whether or not the address is ours, and emails the pages held at it, once a day", async () => {
    const send = vi.spyOn(env.LEAD_EVENTS, "send");
    const { mailer, sent } = fakeMailer();
    const lead = await validLead();
    await postJson("/api/leads", lead);
    send.mockClear();
    const known = await ask(lead.email.toUpperCase(), "198.51.100.8");
    const unknown = await ask(uniqueEmail("nobody"), "198.51.100.9");
    expect(known).toEqual(unknown);
    expect(known.status).toBe(303);
    expect(known.headers.get("location")).toBe("/my?sent=1#lost-link");
    const messages = queuedEmails(send);
    expect(messages.map((message) => message.kind)).toEqual(["buyer-link"]);
    for (const message of messages) await deliver(emailOn(mailer), message);
    expect(sent.map((email) => email.to)).toEqual([lead.email]);
    expect(sent[0]?.subject).toBe("Your private page at CarAdvisor");
    const token = linkIn(sent[0]?.text);
    expect(page((await openPage(token ?? "")).view).details.email).toBe(lead.email);

    // The address's own cap: a second ask the same day sends nothing more.
    send.mockClear();
    await ask(lead.email, "198.51.100.10");
    for (const message of queuedEmails(send)) await deliver(emailOn(mailer), message);
    expect(sent).toHaveLength(1);
  });

  it("refuses what is not an address with the form's message, and is rate-limited per client address", async () => {
    const refused = await ask("not an address", "198.51.100.11");
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ home: { state: "ask", error: "Please enter a valid email address", email: "not an address" } });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await ask(uniqueEmail("many"), "198.51.100.12"));
    const limited = answers.find((answer) => answer.status === 429);
    expect(limited?.headers.get("retry-after")).toBe("60");
    expect(limited?.data).toMatchObject({ home: { state: "ask", error: "Too many requests. Please wait a minute and try again." } });
  });
});
