import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { leadEventSchema, type LeadEvent } from "#app/domain/lead-events";
import { appConfig } from "#worker/config.server";
import { handleQueue } from "#worker/queue-consumers";
import { refreshSpanishLine } from "#worker/services/advisors";
import { handleLeadEvents, type WebhookPost } from "#worker/services/leads/webhook.server";
import { json, leadRowsByEmail, mockUpstream, postJson, queueBatch, RECEIPT, signedToken, validLead } from "#tests/workers/helpers";

afterEach(() => vi.restoreAllMocks());

const WEBHOOK = "https://hooks.example.com/leads";
const withWebhook = { ...env, LEAD_WEBHOOK_URL: WEBHOOK };

const event: LeadEvent = {
  type: "lead.created",
  leadId: "0b6f1f3e-6a4b-4c1e-9a57-2f1f0c3d8e21",
  source: "form",
  qualified: null,
  createdAt: "2026-11-22T08:00:00.000Z",
};

const batchOf = (body: unknown, attempts = 1) => queueBatch("lead-events", body, attempts);

async function consume(
  body: unknown,
  post: WebhookPost,
  { attempts = 1, queueEnv = withWebhook }: { attempts?: number; queueEnv?: Env } = {},
) {
  const { batch, message } = batchOf(body, attempts);
  await handleLeadEvents(batch, queueEnv, post);
  return message;
}

/** A fake webhook answering `status` (or failing to connect) and keeping what it was sent. */
function fakeWebhook(status: number | Error = 200) {
  return vi.fn<WebhookPost>(async () => {
    if (status instanceof Error) throw status;
    return status;
  });
}

describe("webhook configuration", () => {
  it("is off when empty and must be an https URL when set", () => {
    expect(appConfig({ ...env, LEAD_WEBHOOK_URL: "" }).LEAD_WEBHOOK_URL).toBeUndefined();
    expect(appConfig(withWebhook).LEAD_WEBHOOK_URL).toBe(WEBHOOK);
    expect(() => appConfig({ ...env, LEAD_WEBHOOK_URL: "http://hooks.example.com/leads" })).toThrow(/LEAD_WEBHOOK_URL/);
    expect(() => appConfig({ ...env, LEAD_WEBHOOK_URL: "hooks.example.com" })).toThrow(/LEAD_WEBHOOK_URL/);
  });

  it("links to the public origin however it is written", () => {
    expect(appConfig({ ...env, PUBLIC_ORIGIN: "https://caradvisor.example/" }).PUBLIC_ORIGIN).toBe("https://caradvisor.example");
  });
});

describe("lead-events consumer", () => {
  it("posts the event with a link to the admin page and acks on a 2xx", async () => {
    const post = fakeWebhook(204);
    const message = await consume(event, post);
    expect(post).toHaveBeenCalledWith(WEBHOOK, {
      ...event,
      url: `https://caradvisor.example/admin/leads/${event.leadId}`,
      // No such lead in D1: its language is not known.
      language: null,
      noSpanishSpeakingAdvisor: false,
      text: `New lead (form): https://caradvisor.example/admin/leads/${event.leadId}`,
    });
    expect(message.ack).toHaveBeenCalledTimes(1);
    expect(message.retry).not.toHaveBeenCalled();
  });

  it("tells of a Spanish lead while no enabled advisor speaks Spanish, and not once one does", async () => {
    const leadId = crypto.randomUUID();
    await env.DB.prepare("insert into leads (id, first_name, language, lead_source) values (?, 'Lucía', 'es', 'landing_page_cta')")
      .bind(leadId)
      .run();
    await refreshSpanishLine(env);
    const post = fakeWebhook(200);
    await consume({ ...event, leadId }, post);
    expect(post).toHaveBeenCalledWith(
      WEBHOOK,
      expect.objectContaining({
        language: "es",
        noSpanishSpeakingAdvisor: true,
        text: `New lead (form): https://caradvisor.example/admin/leads/${leadId} Asked in Spanish, and no enabled advisor speaks Spanish.`,
      }),
    );
    const { results } = await env.DB.prepare(
      "insert into advisors (email, name, languages) values (?, 'Ana Asesora', '[\"en\",\"es\"]') returning id",
    )
      .bind(`ana.${leadId.slice(0, 8)}@caradvisor.example`)
      .all<{ id: number }>();
    await refreshSpanishLine(env);
    const again = fakeWebhook(200);
    await consume({ ...event, leadId, type: "lead.repeated" }, again);
    expect(again).toHaveBeenCalledWith(WEBHOOK, expect.objectContaining({ language: "es", noSpanishSpeakingAdvisor: false }));
    await env.DB.prepare("delete from advisors where id = ?").bind(results[0]?.id).run();
    await refreshSpanishLine(env);
  });

  it("says nothing of the language of an English lead", async () => {
    const leadId = crypto.randomUUID();
    await env.DB.prepare("insert into leads (id, lead_source) values (?, 'landing_page_cta')").bind(leadId).run();
    const post = fakeWebhook(200);
    await consume({ ...event, leadId }, post);
    expect(post).toHaveBeenCalledWith(WEBHOOK, expect.objectContaining({ language: "en", noSpanishSpeakingAdvisor: false }));
  });

  it.each([
    ["a 500", 500, 1, 30],
    ["a 404", 404, 2, 60],
    ["a timeout", new DOMException("The operation timed out.", "TimeoutError"), 3, 120],
    ["an unreachable host", new TypeError("network unreachable"), 4, 240],
  ])("retries after %s with exponential backoff", async (_name, answer, attempts, delaySeconds) => {
    const deadLetters = vi.spyOn(env.LEAD_DEAD_LETTERS, "send");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const message = await consume(event, fakeWebhook(answer), { attempts });
    expect(message.retry).toHaveBeenCalledWith({ delaySeconds });
    expect(message.ack).not.toHaveBeenCalled();
    expect(deadLetters).not.toHaveBeenCalled();
  });

  it("sends the event to the dead-letter queue and acks after the fifth failed attempt", async () => {
    const deadLetters = vi
      .spyOn(env.LEAD_DEAD_LETTERS, "send")
      .mockResolvedValue({ metadata: { metrics: { backlogCount: 1, backlogBytes: 256 } } });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const message = await consume(event, fakeWebhook(503), { attempts: 5 });
    expect(deadLetters).toHaveBeenCalledWith(event, { contentType: "json" });
    expect(message.ack).toHaveBeenCalledTimes(1);
    expect(message.retry).not.toHaveBeenCalled();
  });

  it("retries when even the dead-letter queue refuses, so the event is never dropped", async () => {
    vi.spyOn(env.LEAD_DEAD_LETTERS, "send").mockRejectedValue(new Error("queue unavailable"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const message = await consume(event, fakeWebhook(503), { attempts: 5 });
    expect(message.ack).not.toHaveBeenCalled();
    expect(message.retry).toHaveBeenCalledWith({ delaySeconds: 480 });
  });

  it("acks without posting when no webhook URL is set", async () => {
    const post = fakeWebhook();
    const message = await consume(event, post, { queueEnv: { ...env, LEAD_WEBHOOK_URL: "" } });
    expect(post).not.toHaveBeenCalled();
    expect(message.ack).toHaveBeenCalledTimes(1);
  });

  it("acks and logs an invalid body instead of retrying it forever", async () => {
    const post = fakeWebhook();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const body of [{ ...event, type: "lead.deleted" }, "hello", { ...event, leadId: undefined }]) {
      const message = await consume(body, post);
      expect(message.ack).toHaveBeenCalledTimes(1);
      expect(message.retry).not.toHaveBeenCalled();
    }
    expect(post).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledTimes(3);
  });

  it("posts JSON with its content type and a timeout through fetch by default", async () => {
    const upstream = mockUpstream([{ match: /hooks\.example\.com/, respond: json({ ok: true }) }]);
    const { batch, message } = batchOf(event);
    await handleLeadEvents(batch, withWebhook);
    const [url, init] = upstream.mock.calls[0] ?? [];
    expect(url).toBe(WEBHOOK);
    expect(init).toMatchObject({ method: "POST", headers: { "content-type": "application/json" } });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(JSON.parse(String(init?.body))).toMatchObject({ type: "lead.created", leadId: event.leadId });
    expect(message.ack).toHaveBeenCalledTimes(1);
  });

  it("is what the Worker runs for the lead-events queue; other queues are retried, never acked", async () => {
    const leadEvents = batchOf(event);
    await handleQueue(leadEvents.batch, env);
    expect(leadEvents.message.ack).toHaveBeenCalledTimes(1);

    vi.spyOn(console, "error").mockImplementation(() => {});
    const other = batchOf(event);
    await handleQueue({ ...other.batch, queue: "lead-events-dlq" }, env);
    expect(other.batch.retryAll).toHaveBeenCalledTimes(1);
    expect(other.message.ack).not.toHaveBeenCalled();
  });
});

const cleanSpamDb = () => mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
const queued = () => vi.spyOn(env.LEAD_EVENTS, "send");
/** The lead events among what was queued (visitor emails share the queue). */
const leadEvents = (send: ReturnType<typeof queued>) =>
  send.mock.calls.map(([body]) => leadEventSchema.safeParse(body)).flatMap((parsed) => (parsed.success ? [parsed.data] : []));

describe("form leads on the queue", () => {
  it("puts a lead.created event on the queue for a new lead, naming it by id only", async () => {
    cleanSpamDb();
    const send = queued();
    const lead = await validLead();
    expect((await postJson("/api/leads", lead)).status).toBe(200);
    const [row] = await leadRowsByEmail(lead.email);
    expect(leadEvents(send)).toEqual([
      { type: "lead.created", leadId: row?.id, source: "form", qualified: null, createdAt: row?.created_at },
    ]);
    expect(send).toHaveBeenCalledWith(leadEvents(send)[0], { contentType: "json" });

    // What the webhook would receive carries nothing that identifies the visitor.
    const post = fakeWebhook();
    await consume(leadEvents(send)[0], post);
    const sent = JSON.stringify(post.mock.calls[0]?.[1]);
    for (const personal of [lead.email, lead.phone, lead.firstName, lead.lastName, lead.zipCode, "Maria", "gmail"]) {
      expect(sent).not.toContain(personal);
    }
  });

  it("puts lead.repeated on the queue for a known person's request, and nothing for a bot", async () => {
    cleanSpamDb();
    const first = await validLead();
    await postJson("/api/leads", first);
    const [row] = await leadRowsByEmail(first.email);
    const send = queued();
    await postJson("/api/leads", await validLead({ email: first.email }));
    await postJson("/api/leads", await validLead({ honeypot: "https://cheap-pills.example" }));
    expect(leadEvents(send)).toEqual([
      { type: "lead.repeated", leadId: row?.id, source: "form", qualified: null, createdAt: expect.stringMatching(/^\d{4}-/) },
    ]);
  });

  it("stores the lead and answers success when the queue is down", async () => {
    cleanSpamDb();
    vi.spyOn(env.LEAD_EVENTS, "send").mockRejectedValue(new Error("queue unavailable"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const lead = await validLead();
    const response = await postJson("/api/leads", lead);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, formToken: expect.any(String), receipt: expect.stringMatching(RECEIPT) });
    expect(await leadRowsByEmail(lead.email)).toHaveLength(1);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining("lead_event_not_queued")));
  });
});

describe("chat leads on the queue", () => {
  const sessionId = () => `s${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
  const answers = { name: "Dana", zipCode: "94105", vehicleType: "new", timeline: "now" };

  async function createChat(extra: Record<string, unknown>, session: string) {
    const response = await postJson("/api/chat/leads", {
      sessionId: session,
      answers: { ...answers, ...extra },
      conversation: [],
      formToken: await signedToken(),
    });
    return response.json<{ id: string; token: string }>();
  }

  function save(lead: { id: string; token: string }, extra: Record<string, unknown>, session: string) {
    return SELF.fetch(`https://caradvisor.test/api/chat/leads/${lead.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
      body: JSON.stringify({ sessionId: session, answers: { ...answers, ...extra }, conversation: [] }),
    });
  }

  const readyEvents = (send: ReturnType<typeof queued>) => leadEvents(send).filter((sent) => sent.type === "lead.ready_to_talk");

  it("sends lead.ready_to_talk once, on the save that makes the lead ready to talk", async () => {
    const send = queued();
    const session = sessionId();
    const lead = await createChat({ readyToTalk: "no" }, session);
    expect((await save(lead, { readyToTalk: "no", phone: "4155552671" }, session)).status).toBe(200);
    expect(send).not.toHaveBeenCalled();

    expect((await save(lead, { readyToTalk: "yes", phone: "4155552671" }, session)).status).toBe(200);
    expect((await save(lead, { readyToTalk: "yes", phone: "4155552671", email: "dana@gmail.com" }, session)).status).toBe(200);
    expect(readyEvents(send)).toEqual([
      { type: "lead.ready_to_talk", leadId: lead.id, source: "chatbot", qualified: true, createdAt: expect.stringMatching(/^\d{4}-/) },
    ]);
  });

  it("sends it once when the first save already says ready to talk, and not for resends", async () => {
    const send = queued();
    const session = sessionId();
    const lead = await createChat({ readyToTalk: "yes" }, session);
    await Promise.all([save(lead, { readyToTalk: "yes" }, session), save(lead, { followUp: "yes", readyToTalk: "yes" }, session)]);
    expect(readyEvents(send)).toHaveLength(1);
    expect(readyEvents(send)[0]).toMatchObject({ leadId: lead.id });
  });
});
