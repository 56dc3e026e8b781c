import { and, count, eq, or, sql } from "drizzle-orm";
import { quotePrefix } from "~/domain/chat/dealer-quote-path";
import { CHAT_LIMITS } from "~/domain/chat/messages";
import { CHAT_MESSAGES } from "~/domain/chat/api-messages";
import { database } from "../../db/client";
import { quoteChecks } from "../../db/schema";
import { logError } from "../../log.server";

type Kind = { extensions: string[]; contentType: string; matches: (b: Uint8Array) => boolean };

const starts = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The file's real type from its first bytes (SPEC §5: JPG, JPEG, PNG, HEIC, PDF), not only its name. */
const KINDS: Kind[] = [
  { extensions: ["jpg", "jpeg"], contentType: "image/jpeg", matches: (b) => starts(b, [0xff, 0xd8, 0xff]) },
  { extensions: ["png"], contentType: "image/png", matches: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { extensions: ["pdf"], contentType: "application/pdf", matches: (b) => starts(b, ascii("%PDF-")) },
  {
    extensions: ["heic"],
    contentType: "image/heic",
    matches: (b) =>
      ["ftypheic", "ftypheix", "ftypmif1", "ftyphevc", "ftypheim", "ftypheis", "ftypmsf1"].some((brand) => starts(b, ascii(brand), 4)),
  },
];

// Two uploads of one chat in the same millisecond would share a path: the second moves a millisecond on.
const PATH_ATTEMPTS = 3;

/**
 * How many quotes this chat session uploaded (issue 22, item 4): counted in D1 from the check each upload
 * records (queueQuoteReading), by the session's paths, pending or kept (a kept upload's check moves with
 * it), so the quota holds across isolates and whichever way the upload was let in.
 */
export async function chatUploadCount(env: Env, sessionId: string): Promise<number> {
  const underPrefix = (prefix: string) => sql`substr(${quoteChecks.path}, 1, ${prefix.length}) = ${prefix}`;
  const [row] = await database(env.DB)
    .select({ uploads: count() })
    .from(quoteChecks)
    .where(and(eq(quoteChecks.source, "chat"), or(underPrefix(quotePrefix(sessionId, true)), underPrefix(quotePrefix(sessionId, false)))));
  return row?.uploads ?? 0;
}

export type UploadOutcome = { ok: true; path: string } | { ok: false; status: 400 | 413 | 500; error: string };

/**
 * SPEC §7 call 6: the dealer quote goes to the private R2 bucket, {owner}_{timestamp}.{ext} under
 * dealer-quotes/: a chat's under dealer-quotes/pending/ until its answer keeps it (`pending`), an
 * advisor's, which names its lead, straight under the kept prefix (issue 22, item 4).
 */
export async function storeDealerQuote(env: Env, file: File, owner: string, pending: boolean): Promise<UploadOutcome> {
  if (file.size > CHAT_LIMITS.maxUploadBytes) return { ok: false, status: 413, error: CHAT_MESSAGES.uploadSize };
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = KINDS.find((k) => k.extensions.includes(extension) && k.matches(bytes));
  if (!kind) return { ok: false, status: 400, error: CHAT_MESSAGES.uploadType };
  const now = Date.now();
  try {
    for (let attempt = 0; attempt < PATH_ATTEMPTS; attempt += 1) {
      const path = `${quotePrefix(owner, pending)}${now + attempt}.${extension}`;
      // Never overwrite (issue 13 item 6): R2 stores the object only if no object has this key yet, and
      // answers null otherwise, so an upload can never replace a quote a lead already points to.
      const stored = await env.UPLOADS.put(path, bytes, {
        httpMetadata: { contentType: kind.contentType },
        onlyIf: new Headers({ "if-none-match": "*" }),
      });
      if (stored) return { ok: true, path };
    }
    logError("dealer_quote_upload_failed", new Error("every path was taken"));
  } catch (error) {
    logError("dealer_quote_upload_failed", error);
  }
  return { ok: false, status: 500, error: CHAT_MESSAGES.uploadFailed };
}
