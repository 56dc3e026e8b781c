import { eq } from "drizzle-orm";
import { DEALER_QUOTE_PATH, isPendingQuotePath, keptQuotePath } from "#app/domain/chat/dealer-quote-path";
import type { Answers } from "#app/domain/chat/flow";
import { database } from "#worker/db/client";
import { quoteChecks } from "#worker/db/schema";
import { logError, logEvent } from "#worker/log.server";

/**
 * Keeps a chat's upload that its answer now names (docs/decisions/026): the file moves from the prefix R2
 * expires (dealer-quotes/pending/) to the spec's dealer-quotes/{sessionId}_{timestamp}.{ext}, its check
 * follows, and the kept path is what the lead stores. R2 has no rename: a copy that never overwrites, the
 * check's path, then the pending object's deletion, so at every step one of the two paths holds the file
 * (the reader and the admin's stream look at the kept path when the pending one is gone).
 *
 * Idempotent, as every chat save sends the whole answer set: a file already kept answers its kept path.
 * When the copy or the check's update fails, the pending path is answered and stored as it is; the next
 * save tries again. Null when there is no such upload, pending or kept: a save may name only a file that exists.
 */
export async function keepDealerQuote(env: Env, path: string): Promise<string | null> {
  const kept = keptQuotePath(path);
  try {
    if (!isPendingQuotePath(path)) return (await env.UPLOADS.head(kept)) ? kept : null;
    const pending = await env.UPLOADS.get(path);
    if (!pending) return (await env.UPLOADS.head(kept)) ? kept : null;
    // A copy already there (an earlier save that stopped before the deletion) is the same file.
    await env.UPLOADS.put(kept, await pending.arrayBuffer(), {
      httpMetadata: pending.httpMetadata,
      onlyIf: new Headers({ "if-none-match": "*" }),
    });
    await database(env.DB).update(quoteChecks).set({ path: kept }).where(eq(quoteChecks.path, path));
  } catch (error) {
    logError("dealer_quote_keep_failed", error);
    return path;
  }
  // The file and its check are kept: the lead stores the kept path even if the pending copy stays, which
  // R2's lifecycle rule removes (answering the pending path here would let the file expire unreferenced).
  await env.UPLOADS.delete(path).catch((error: unknown) => logError("dealer_quote_pending_delete_failed", error));
  logEvent("dealer_quote_kept", { path: kept });
  return kept;
}

/**
 * The chat's answers with its upload kept: a pending path in the answer to the upload question becomes
 * the kept one. `stored` is the path the lead already holds: a save after the move costs no R2 call.
 * Null when the answer names an upload that does not exist (the session's own name, but no file).
 */
export async function keepAnsweredQuote(env: Env, answers: Answers, stored: string | null): Promise<Answers | null> {
  const upload = answers.dealerQuoteUpload;
  if (typeof upload !== "string" || !DEALER_QUOTE_PATH.test(upload)) return answers;
  const kept = stored !== null && keptQuotePath(upload) === stored ? stored : await keepDealerQuote(env, upload);
  return kept === null ? null : { ...answers, dealerQuoteUpload: kept };
}
