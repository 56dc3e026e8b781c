import { LEAD_WEBHOOK_RETRY } from "~/domain/constants";
import { leadEventSchema, retryDelaySeconds, webhookPayload, type LeadEvent, type WebhookPayload } from "~/domain/lead-events";
import { appConfig } from "../config";
import { logError, logEvent, loggedFetch } from "../log";

// A webhook that hangs must not hold the batch: the message is retried like any failure.
const WEBHOOK_TIMEOUT_MS = 5000;

/** Delivers one payload and resolves to the HTTP status; rejects when the webhook cannot be reached. */
export type WebhookPost = (url: string, payload: WebhookPayload) => Promise<number>;

/**
 * Consumer of the lead-events queue: each event is posted to LEAD_WEBHOOK_URL. A failed delivery is
 * retried with backoff; after the last attempt it goes to the dead-letter queue, so none is dropped.
 */
export async function handleLeadEvents(batch: MessageBatch, env: Env, post: WebhookPost = postJson): Promise<void> {
  const { LEAD_WEBHOOK_URL, PUBLIC_ORIGIN } = appConfig(env);
  await Promise.all(
    batch.messages.map(async (message) => {
      const event = leadEventSchema.safeParse(message.body);
      if (!event.success) {
        // Retrying cannot fix a malformed body: log it and let it go.
        logError("lead_event_invalid", event.error, { messageId: message.id });
        return message.ack();
      }
      if (!LEAD_WEBHOOK_URL) return message.ack();
      const failure = await post(LEAD_WEBHOOK_URL, webhookPayload(event.data, PUBLIC_ORIGIN)).then(
        (status) => (status >= 200 && status < 300 ? null : `status ${status}`),
        (error: unknown) => String(error),
      );
      if (failure === null) return message.ack();
      await giveUpOrRetry(env, message, event.data, failure);
    }),
  );
}

async function giveUpOrRetry(env: Env, message: Message, event: LeadEvent, failure: string) {
  const log = { type: event.type, leadId: event.leadId, attempts: message.attempts, failure };
  if (message.attempts < LEAD_WEBHOOK_RETRY.maxAttempts) {
    logEvent("lead_webhook_failed", log);
    return message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
  try {
    await env.LEAD_DEAD_LETTERS.send(event, { contentType: "json" });
    logEvent("lead_webhook_failed", { ...log, deadLettered: true });
    message.ack();
  } catch (error) {
    // Not parked: retried again, and max_retries in wrangler.toml still routes it to the dead-letter queue.
    logError("lead_webhook_dead_letter_failed", error, log);
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
