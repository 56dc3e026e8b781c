import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { QuoteSource } from "#app/domain/quotes/check-status";
import { UNREADABLE_REASONS } from "#app/domain/quotes/messages";
import { d1Batch } from "#worker/db/batch";
import { database } from "#worker/db/client";
import { quoteChecks } from "#worker/db/schema";
import { logError, logEvent } from "#worker/log.server";
import { readingStatements } from "./check-store.server";
import { quoteObject } from "./quote-object.server";
import { readQuoteFile } from "./read-quote.server";
import { QUOTE_MODEL, type VisionAi } from "./vision.server";

const readingMessage = z.object({ checkId: z.uuid() });

/** Retried after 5 s, 10 s, 20 s; then the message rests on quote-readings-dlq (wrangler.toml max_retries). */
const retryDelaySeconds = (attempts: number) => 5 * 2 ** Math.max(0, attempts - 1);

export type QueuedUpload = { path: string; source: QuoteSource; leadId?: string; advisorId?: number };

/**
 * The call an advisor's upload makes: the quote's check is recorded as queued and a
 * message put on quote-readings, so the reading never runs in the request. The upload stands when D1
 * refuses the check (then null). A chat's upload records its check first, as its claim on the session's
 * quota (uploads.server.ts), then sends it with sendReading.
 */
export async function queueQuoteReading(env: Env, upload: QueuedUpload): Promise<string | null> {
  const id = crypto.randomUUID();
  try {
    await database(env.DB)
      .insert(quoteChecks)
      .values({ id, path: upload.path, source: upload.source, leadId: upload.leadId, advisorId: upload.advisorId });
  } catch (error) {
    // The upload is stored and the advisor has the file; only its check is missing.
    logError("quote_check_not_recorded", error, { source: upload.source });
    return null;
  }
  await sendReading(env, id, upload.source);
  return id;
}

/**
 * Puts a queued check's reading on quote-readings. A queue that refuses the message leaves the check
 * marked as not started, for the advisor, who can ask for it again; false then.
 */
export async function sendReading(env: Env, checkId: string, source: QuoteSource): Promise<boolean> {
  try {
    await env.QUOTE_READINGS.send({ checkId } satisfies z.input<typeof readingMessage>, { contentType: "json" });
    logEvent("quote_reading_queued", { checkId, source });
    return true;
  } catch (error) {
    logError("quote_reading_not_queued", error, { checkId });
    await database(env.DB)
      .update(quoteChecks)
      .set({ status: "unreadable", reason: UNREADABLE_REASONS["not-queued"] })
      .where(eq(quoteChecks.id, checkId));
    return false;
  }
}

export type ReadingDeps = { ai: VisionAi; now: () => Date };

/** The Workers AI binding as the reader needs it; tests pass a fake in its place. */
export const readingDeps = (env: Env): ReadingDeps => ({ ai: { run: (model, input) => env.AI.run(model, input) }, now: () => new Date() });

/**
 * Consumer of quote-readings: each upload read and checked, once; what fails for a passing reason (D1,
 * R2, Workers AI) is retried with backoff, while a file that cannot be read is unreadable at once. The
 * messages of a batch are read one after another, each settled on its own: one reading's failure never
 * fails the others, and one PDF at a time is held in memory (wrangler.toml sends one message a batch).
 */
export async function handleQuoteReadings(batch: MessageBatch, env: Env, deps: ReadingDeps = readingDeps(env)): Promise<void> {
  for (const message of batch.messages) {
    await readOne(env, deps, message).catch((error: unknown) => {
      logError("quote_reading_failed", error, { messageId: message.id, attempts: message.attempts });
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    });
  }
}

async function readOne(env: Env, deps: ReadingDeps, message: Message): Promise<void> {
  const body = readingMessage.safeParse(message.body);
  if (!body.success) {
    logError("quote_reading_invalid", body.error, { messageId: message.id });
    return message.ack();
  }
  const { checkId } = body.data;
  try {
    const db = database(env.DB);
    const [check] = await db
      .select({ path: quoteChecks.path, status: quoteChecks.status })
      .from(quoteChecks)
      .where(eq(quoteChecks.id, checkId));
    // Gone with its lead, or already read by an earlier delivery of the same message.
    if (check?.status !== "queued") return message.ack();
    const object = await quoteObject(env, check.path);
    const started = Date.now();
    const outcome = object
      ? await readQuoteFile(env, deps.ai, checkId, {
          bytes: new Uint8Array(await object.arrayBuffer()),
          type: object.httpMetadata?.contentType ?? "",
        })
      : { kind: "unreadable" as const, reader: null, reason: "failed" as const };
    await d1Batch(env.DB, readingStatements(db, checkId, outcome, deps.now()));
    logEvent("quote_read", {
      checkId,
      outcome: outcome.kind,
      reader: outcome.reader,
      durationMs: Date.now() - started,
      model: outcome.reader === "vision" ? QUOTE_MODEL : null,
    });
    message.ack();
  } catch (error) {
    logError("quote_reading_failed", error, { checkId, attempts: message.attempts });
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

/**
 * Consumer of quote-readings-dlq: a reading that failed every try is marked so, so the chat stops
 * waiting for it and the advisor reads the quote themselves.
 */
export async function handleQuoteDeadLetters(batch: MessageBatch, env: Env): Promise<void> {
  const db = database(env.DB);
  for (const message of batch.messages) {
    const body = readingMessage.safeParse(message.body);
    if (body.success) {
      await db
        .update(quoteChecks)
        .set({ status: "unreadable", reason: UNREADABLE_REASONS.failed, readAt: new Date().toISOString() })
        .where(and(eq(quoteChecks.id, body.data.checkId), eq(quoteChecks.status, "queued")));
      logEvent("quote_reading_gave_up", { checkId: body.data.checkId });
    }
    message.ack();
  }
}
