import { eq } from "drizzle-orm";
import { z } from "zod";
import { LEAD_WEBHOOK_RETRY } from "#app/domain/constants";
import {
  leadEventSchema,
  retryDelaySeconds,
  visitorEmailMessageSchema,
  webhookPayload,
  type LeadEvent,
  type LeadLanguageNeed,
  type VisitorEmailMessage,
  type WebhookPayload,
} from "#app/domain/lead-events";
import { appConfig } from "#worker/config.server";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { logError, logEvent, loggedFetch } from "#worker/log.server";
import { spanishLineOpen } from "#worker/services/advisors";
import { deliverVisitorEmail } from "#worker/services/email";

// A webhook that hangs must not hold the batch: the message is retried like any failure.
const WEBHOOK_TIMEOUT_MS = 5000;

/** Delivers one payload and resolves to the HTTP status; rejects when the webhook cannot be reached. */
export type WebhookPost = (url: string, payload: WebhookPayload) => Promise<number>;

/** What the lead-events queue carries: events for the webhook, and visitor emails. */
const queueMessageSchema = z.union([leadEventSchema, visitorEmailMessageSchema]);
type QueueMessage = LeadEvent | VisitorEmailMessage;

/**
 * Consumer of the lead-events queue: each event is posted to LEAD_WEBHOOK_URL, each visitor email sent
 * through Email Service. Neither ever holds up a visitor: both happen here, after the request was
 * answered. A failed delivery is retried with backoff; after the last attempt it goes to the
 * dead-letter queue, so none is dropped.
 */
export async function handleLeadEvents(batch: MessageBatch, env: Env, post: WebhookPost = postJson): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      const parsed = queueMessageSchema.safeParse(message.body);
      if (!parsed.success) {
        // Retrying cannot fix a malformed body: log it and let it go.
        logError("lead_event_invalid", parsed.error, { messageId: message.id });
        return message.ack();
      }
      const failure = parsed.data.type === "visitor.email" ? await sendEmail(env, parsed.data) : await postEvent(env, parsed.data, post);
      if (failure === null) return message.ack();
      await giveUpOrRetry(env, message, parsed.data, failure);
    }),
  );
}

/** Null when delivered (or when there is nothing to deliver), else why it failed. */
async function postEvent(env: Env, event: LeadEvent, post: WebhookPost): Promise<string | null> {
  const { LEAD_WEBHOOK_URL, PUBLIC_ORIGIN } = appConfig(env);
  if (!LEAD_WEBHOOK_URL) return null;
  return post(LEAD_WEBHOOK_URL, webhookPayload(event, PUBLIC_ORIGIN, await languageNeed(env, event.leadId))).then(
    (status) => (status >= 200 && status < 300 ? null : `status ${status}`),
    (error: unknown) => String(error),
  );
}

/**
 * The lead's language as it stands when the event is delivered (a later request in Spanish makes the lead
 * Spanish), and for a Spanish lead whether no enabled advisor speaks Spanish (the cached flag). A lead gone
 * or a failed read gives null: the event is still delivered, without them.
 */
async function languageNeed(env: Env, leadId: string): Promise<LeadLanguageNeed | null> {
  try {
    const [lead] = await database(env.DB).select({ language: leads.language }).from(leads).where(eq(leads.id, leadId)).limit(1);
    if (!lead) return null;
    return { language: lead.language, noSpanishSpeakingAdvisor: lead.language === "es" && !(await spanishLineOpen(env)) };
  } catch (error) {
    logError("lead_event_language_unread", error, { leadId });
    return null;
  }
}

const sendEmail = (env: Env, email: VisitorEmailMessage): Promise<string | null> =>
  deliverVisitorEmail(env, email).then(
    () => null,
    (error: unknown) => String(error),
  );

async function giveUpOrRetry(env: Env, message: Message, body: QueueMessage, failure: string) {
  const [event, parkFailed] =
    body.type === "visitor.email"
      ? ["visitor_email_failed", "visitor_email_dead_letter_failed"]
      : ["lead_webhook_failed", "lead_webhook_dead_letter_failed"];
  const log = { type: body.type, leadId: body.leadId, attempts: message.attempts, failure };
  if (message.attempts < LEAD_WEBHOOK_RETRY.maxAttempts) {
    logEvent(event, log);
    return message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
  try {
    await env.LEAD_DEAD_LETTERS.send(body, { contentType: "json" });
    logEvent(event, { ...log, deadLettered: true });
    message.ack();
  } catch (error) {
    // Not parked: retried again, and max_retries in wrangler.toml still routes it to the dead-letter queue.
    logError(parkFailed, error, log);
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

async function postJson(url: string, payload: WebhookPayload): Promise<number> {
  const response = await loggedFetch("lead-webhook", url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  // Only the status matters; the body is discarded so the connection is freed.
  await response.body?.cancel();
  return response.status;
}
