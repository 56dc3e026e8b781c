import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { newQuotePath, quotePrefix } from "#app/domain/chat/dealer-quote-path";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { CHAT_MESSAGES } from "#app/domain/chat/api-messages";
import { d1Batch } from "#worker/db/batch";
import { database } from "#worker/db/client";
import { quoteChecks } from "#worker/db/schema";
import { logError } from "#worker/log.server";
import { insertWhere } from "#worker/services/shared/insert-where.server";
import { sendReading } from "./reading-queue.server";

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

/**
 * The session's uploads in D1, pending or kept (a kept upload's check moves with it): each upload's check
 * row is its claim on the quota, so the count holds across isolates and whichever way the upload was let in.
 */
const sessionUploads = (sessionId: string) => {
  const underPrefix = (prefix: string) => sql`substr(${quoteChecks.path}, 1, ${prefix.length}) = ${prefix}`;
  return and(eq(quoteChecks.source, "chat"), or(underPrefix(quotePrefix(sessionId, true)), underPrefix(quotePrefix(sessionId, false))));
};

export type UploadOutcome = { ok: true; path: string } | { ok: false; status: 400 | 413 | 500; error: string };
/** A chat's upload can also be past the session's quota. */
export type ChatUploadOutcome = UploadOutcome | { ok: false; status: 429; error: string };

type CheckedFile = { bytes: Uint8Array; extension: string; contentType: string };

/** SPEC §5: the file's size and its real type, from its first bytes (not only its name). */
async function checkedFile(file: File): Promise<CheckedFile | UploadOutcome> {
  if (file.size > CHAT_LIMITS.maxUploadBytes) return { ok: false, status: 413, error: CHAT_MESSAGES.uploadSize };
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = KINDS.find((k) => k.extensions.includes(extension) && k.matches(bytes));
  if (!kind) return { ok: false, status: 400, error: CHAT_MESSAGES.uploadType };
  return { bytes, extension, contentType: kind.contentType };
}

/** A random part for a file name: two uploads in one millisecond never share a path. */
const nonce = () => crypto.randomUUID().replaceAll("-", "").slice(0, 12);

/**
 * Stores the file at `path`, never over another: R2 writes only if no object has this
 * key yet, and answers null otherwise, so an upload can never replace a quote a lead already points to.
 */
async function putQuote(env: Env, path: string, file: CheckedFile): Promise<boolean> {
  try {
    const stored = await env.UPLOADS.put(path, file.bytes, {
      httpMetadata: { contentType: file.contentType },
      onlyIf: new Headers({ "if-none-match": "*" }),
    });
    if (stored) return true;
    logError("dealer_quote_upload_failed", new Error("the path was taken"));
  } catch (error) {
    logError("dealer_quote_upload_failed", error);
  }
  return false;
}

const failed = { ok: false, status: 500, error: CHAT_MESSAGES.uploadFailed } as const;

/**
 * SPEC §7 call 6 for an advisor's upload, which names its lead: straight to the kept prefix,
 * dealer-quotes/lead-{id}_{timestamp}-{random}.{ext}.
 */
export async function storeDealerQuote(env: Env, file: File, owner: string): Promise<UploadOutcome> {
  const checked = await checkedFile(file);
  if (!("bytes" in checked)) return checked;
  const path = newQuotePath(owner, false, Date.now(), nonce(), checked.extension);
  return (await putQuote(env, path, checked)) ? { ok: true, path } : failed;
}

/**
 * SPEC §7 call 6 for the chat: the quote goes under dealer-quotes/pending/ until the chat's answer keeps
 * it (docs/decisions/026), at most CHAT_LIMITS.maxUploadsPerLead a session.
 */
export const storeChatQuote = (env: Env, file: File, sessionId: string): Promise<ChatUploadOutcome> =>
  storeCounted(env, file, { owner: sessionId, pending: true, source: "chat" }, sessionUploads(sessionId));

/**
 * A buyer's upload on their own page (docs/decisions/052): the chat's way, under the kept prefix and
 * tied to its lead from the start, at most CHAT_LIMITS.maxUploadsPerLead quotes a lead, the chat's and
 * advisors' counted with them (`ofLead` names the lead's quotes, its chat's path too).
 */
export const storeBuyerQuote = (env: Env, file: File, leadId: string, ofLead: SQL | undefined): Promise<ChatUploadOutcome> =>
  storeCounted(env, file, { owner: `lead-${leadId}`, pending: false, source: "buyer", leadId }, ofLead);

type Upload = { owner: string; pending: boolean; source: "chat" | "buyer"; leadId?: string };

/**
 * The quota is claimed before the file is stored, in one statement (the check's row is written only
 * while `counted` holds fewer rows than the limit), so parallel uploads cannot pass it together; a file
 * R2 did not take gives its claim back. The claimed check is then queued for reading.
 */
async function storeCounted(env: Env, file: File, upload: Upload, counted: SQL | undefined): Promise<ChatUploadOutcome> {
  const checked = await checkedFile(file);
  if (!("bytes" in checked)) return checked;
  const path = newQuotePath(upload.owner, upload.pending, Date.now(), nonce(), checked.extension);
  const id = crypto.randomUUID();
  const claimed = await claimUpload(env, { id, path, source: upload.source, leadId: upload.leadId }, counted);
  if (!claimed) return failed;
  if (claimed === "over") return { ok: false, status: 429, error: CHAT_MESSAGES.uploadQuota(CHAT_LIMITS.maxUploadsPerLead) };
  if (!(await putQuote(env, path, checked))) {
    await database(env.DB)
      .delete(quoteChecks)
      .where(eq(quoteChecks.id, id))
      .catch((error: unknown) => logError("dealer_quote_claim_not_released", error));
    return failed;
  }
  await sendReading(env, id, upload.source);
  return { ok: true, path };
}

type Claim = { id: string; path: string; source: "chat" | "buyer"; leadId: string | undefined };

/** One statement: the check's row is written only while `counted` holds fewer than the limit; null when D1 refuses. */
async function claimUpload(env: Env, claim: Claim, counted: SQL | undefined): Promise<"claimed" | "over" | null> {
  try {
    const [inserted] = await d1Batch(env.DB, [
      insertWhere(quoteChecks, claim, sql`(select count(*) from ${quoteChecks} where ${counted}) < ${CHAT_LIMITS.maxUploadsPerLead}`, {
        id: quoteChecks.id,
      }),
    ]);
    return inserted?.results.length ? "claimed" : "over";
  } catch (error) {
    logError("dealer_quote_claim_failed", error);
    return null;
  }
}
