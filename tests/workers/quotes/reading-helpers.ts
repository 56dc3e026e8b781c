import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { vi } from "vitest";
import { database } from "#worker/db/client";
import { quoteChecks, quoteFlags, quoteLines } from "#worker/db/schema";
import { handleQuoteReadings, queueQuoteReading, type QueuedUpload } from "#worker/services/quotes/reading-queue.server";
import type { VisionAi } from "#worker/services/quotes/vision.server";
import { queueBatch } from "#tests/workers/helpers";
import { quotePdf, type QuoteRow } from "./quote-pdfs";

/** The day the tests read quotes on (the today). */
export const READ_AT = new Date("2026-11-24T18:00:00Z");

/** Workers AI as it is locally: not reachable. */
export const unreachableAi: VisionAi = {
  run: async () => {
    throw new Error("Workers AI is not available locally");
  },
};

const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png", "image/heic": "heic" };

/** A file in R2 where the chat's uploads go. */
export async function storedUpload(bytes: Uint8Array, type: string): Promise<string> {
  const path = `dealer-quotes/t${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}_${Date.now()}.${EXTENSIONS[type]}`;
  await env.UPLOADS.put(path, bytes, { httpMetadata: { contentType: type } });
  return path;
}

/**
 * Stops the quote-readings queue for the test: an upload's reading is queued but never delivered, so no
 * reading runs behind the test's back (with the real Workers AI binding, for a photo) into the next one.
 */
export function holdQuoteReadings(): void {
  vi.spyOn(env.QUOTE_READINGS, "send").mockResolvedValue({ metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } });
}

/**
 * Queues the upload's reading as the upload endpoint does, then delivers the message to the consumer by
 * hand (the queue itself is stopped here, so no other consumer races this one) with the AI given.
 */
export async function readUpload(path: string, ai: VisionAi = unreachableAi, upload: Partial<QueuedUpload> = {}) {
  holdQuoteReadings();
  const checkId = (await queueQuoteReading(env, { path, source: "chat", ...upload })) ?? "";
  const { batch, message } = queueBatch("quote-readings", { checkId });
  await handleQuoteReadings(batch, env, { ai, now: () => READ_AT });
  return { checkId, message };
}

/** A text PDF of the rows, uploaded and read. */
export async function readRows(rows: readonly QuoteRow[]) {
  return readUpload(await storedUpload(await quotePdf(rows), "application/pdf"));
}

/** The check as stored: its row, its lines and its flags. */
export async function storedCheck(checkId: string) {
  const db = database(env.DB);
  const [check] = await db.select().from(quoteChecks).where(eq(quoteChecks.id, checkId));
  const lines = await db.select().from(quoteLines).where(eq(quoteLines.checkId, checkId)).orderBy(quoteLines.position);
  const flags = await db.select().from(quoteFlags).where(eq(quoteFlags.checkId, checkId)).orderBy(quoteFlags.id);
  return { check, lines, flags };
}
