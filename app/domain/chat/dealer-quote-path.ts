/**
 * Where dealer quotes live in R2 (SPEC §7 call 6: dealer-quotes/{sessionId}_{timestamp}.{ext}). A chat's
 * upload first lands under dealer-quotes/pending/, which an R2 lifecycle rule expires;
 * the chat save that keeps it as its answer moves it to the spec's path (keep-quote.server.ts). An
 * advisor's upload names its lead and goes straight to the kept path. docs/decisions/026.
 */
export const DEALER_QUOTE_PREFIX = "dealer-quotes/";

/** The prefix the bucket's lifecycle rule expires (docs/operations.md, deploy step 2): uploads no chat answer has kept yet. */
export const PENDING_QUOTE_PREFIX = `${DEALER_QUOTE_PREFIX}pending/`;

/** Days after which R2 expires a pending upload (docs/operations.md's `wrangler r2 bucket lifecycle add`). */
export const PENDING_QUOTE_EXPIRE_DAYS = 1;

const EXTENSIONS = "(jpg|jpeg|png|heic|pdf)";

// The upload's time, then a random part (two uploads of one chat in the same millisecond never share a
// name); paths stored before the random part was added have the time alone.
const FILE_NAME = `\\d{10,15}(-[a-z0-9]{8,16})?\\.${EXTENSIONS}`;

/** A stored quote's path, pending or kept: what the chat's answer to the upload question may be. */
export const DEALER_QUOTE_PATH = new RegExp(`^dealer-quotes/(pending/)?[A-Za-z0-9_-]{1,80}_${FILE_NAME}$`);

const OWN_NAME = new RegExp(`^${FILE_NAME}$`);

/** A session's (or an advisor's lead-…) file name before its timestamp, under the pending or the kept prefix. */
export const quotePrefix = (owner: string, pending: boolean) => `${pending ? PENDING_QUOTE_PREFIX : DEALER_QUOTE_PREFIX}${owner}_`;

/** A new upload's path: `{owner}_{timestamp}-{random}.{ext}`, the spec's shape with a random part (`nonce`: 8 to 16 of a-z0-9). */
export const newQuotePath = (owner: string, pending: boolean, at: number, nonce: string, extension: string) =>
  `${quotePrefix(owner, pending)}${at}-${nonce}.${extension}`;

export const isPendingQuotePath = (path: string) => path.startsWith(PENDING_QUOTE_PREFIX);

/** Where a pending upload goes once kept (the spec's path); a kept path is its own. */
export const keptQuotePath = (path: string) =>
  isPendingQuotePath(path) ? `${DEALER_QUOTE_PREFIX}${path.slice(PENDING_QUOTE_PREFIX.length)}` : path;

/**
 * A chat lead may reference only a quote its own session uploaded, pending or already
 * kept: the whole name is checked, so the session "abcdefgh" cannot claim "abcdefgh_other…"'s file.
 */
export function isSessionUpload(path: string, sessionId: string): boolean {
  return [true, false].some((pending) => {
    const prefix = quotePrefix(sessionId, pending);
    return path.startsWith(prefix) && OWN_NAME.test(path.slice(prefix.length));
  });
}
