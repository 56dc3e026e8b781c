import { handleLeadEvents } from "./services/leads/webhook.server";
import { handleLeadWrites } from "./services/leads/writes.server";
import { storeFormLead } from "./services/leads/form-leads.server";
import { handleQuoteDeadLetters, handleQuoteReadings } from "./services/quotes/reading-queue.server";
import { logEvent } from "./log.server";

/**
 * Every queue this Worker consumes (wrangler.toml [[queues.consumers]]). lead-events-dlq has no
 * consumer on purpose: it keeps what the webhook refused for a look by hand.
 */
export async function handleQueue(batch: MessageBatch, env: Env): Promise<void> {
  switch (batch.queue) {
    case "lead-events":
      return handleLeadEvents(batch, env);
    case "lead-writes":
      return handleLeadWrites(batch, env, storeFormLead);
    // Dealer quotes read and checked after the upload has been answered.
    case "quote-readings":
      return handleQuoteReadings(batch, env);
    case "quote-readings-dlq":
      return handleQuoteDeadLetters(batch, env);
    default:
      // A consumer bound by mistake: retried, never acked, so its messages still reach a dead-letter queue.
      logEvent("queue_without_handler", { queue: batch.queue, messages: batch.messages.length });
      batch.retryAll();
  }
}
