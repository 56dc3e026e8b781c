import { z } from "zod";
import { retryDelaySeconds } from "#app/domain/lead-events";
import { leadLanguageSchema } from "#app/domain/lead-language";
import { logError, logEvent } from "#worker/log.server";

const text = z.string().max(2048);
const optionalText = text.nullable();

/** A form lead's row as it travels on the lead-writes queue while D1 is unavailable. */
export const formLeadRowSchema = z.object({
  id: z.uuid(),
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  zipCode: text,
  make: text,
  model: text,
  year: z.number().int().nullable(),
  leadSource: text,
  leadSourceDetail: text,
  pageUrl: optionalText,
  referrerUrl: optionalText,
  utmSource: optionalText,
  utmMedium: optionalText,
  utmCampaign: optionalText,
  utmTerm: optionalText,
  utmContent: optionalText,
  userAgent: optionalText,
  sessionId: text,
  // Optional: messages queued before languages were recorded still replay, as English.
  language: leadLanguageSchema,
  // Optional: messages queued before consent was recorded still replay.
  consentTextVersion: optionalText.default(null),
  consentAt: z.iso.datetime().nullable().default(null),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  // The thank-you view's key to the request (docs/decisions/052); messages queued before it get one of their own.
  receipt: z.uuid().default(() => crypto.randomUUID()),
});

export type FormLeadRow = z.output<typeof formLeadRowSchema>;

const queuedWrite = z.object({ kind: z.literal("form-lead"), row: formLeadRowSchema });

export async function queueFormLead(env: Env, row: FormLeadRow): Promise<void> {
  await env.LEAD_WRITES.send({ kind: "form-lead", row }, { contentType: "json" });
  logEvent("form_lead_queued", { leadId: row.id });
}

/**
 * Consumer of lead-writes: each queued lead is written once D1 answers, with the same duplicate rule
 * as a live submit (so a replay never doubles a lead). While D1 still fails, the write is retried with
 * backoff; after max_retries it rests on lead-writes-dlq for an operator to replay.
 */
export async function handleLeadWrites(
  batch: MessageBatch,
  env: Env,
  store: (env: Env, row: FormLeadRow) => Promise<boolean>,
): Promise<void> {
  for (const message of batch.messages) {
    const write = queuedWrite.safeParse(message.body);
    if (!write.success) {
      logError("lead_write_invalid", write.error, { messageId: message.id });
      message.ack();
      continue;
    }
    try {
      const inserted = await store(env, write.data.row);
      logEvent("lead_write_replayed", { leadId: write.data.row.id, inserted, attempts: message.attempts });
      message.ack();
    } catch (error) {
      logError("lead_write_retry", error, { leadId: write.data.row.id, attempts: message.attempts });
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
