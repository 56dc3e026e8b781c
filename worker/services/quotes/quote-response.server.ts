import { DEALER_QUOTE_PREFIX, keptQuotePath } from "#app/domain/chat/dealer-quote-path";
import { quoteObject } from "./quote-object.server";

/** Types shown inline; they were checked against the file's bytes when it was uploaded (chat-uploads). */
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/heic", "application/pdf"]);

export const QUOTE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * The lead's dealer quote from R2, streamed to the advisor with its real type; null when missing. Any
 * path under dealer-quotes/ streams, kept or pending; a pending path whose file was
 * kept meanwhile (a save moved it after this path was read) is found where it went.
 */
export async function dealerQuoteResponse(env: Env, path: string | null): Promise<Response | null> {
  if (!path?.startsWith(DEALER_QUOTE_PREFIX)) return null;
  const object = await quoteObject(env, path);
  if (!object) return null;
  const type = object.httpMetadata?.contentType ?? "";
  const inline = INLINE_TYPES.has(type);
  const name = keptQuotePath(path)
    .slice(DEALER_QUOTE_PREFIX.length)
    .replace(/[^\w.-]/g, "_");
  return new Response(object.body, {
    headers: {
      "content-type": inline ? type : "application/octet-stream",
      "content-length": String(object.size),
      "content-disposition": `${inline ? "inline" : "attachment"}; filename="${name}"`,
      "cache-control": "private, no-store",
      // The browser must not guess another type (say, HTML) from the bytes.
      "x-content-type-options": "nosniff",
      // A visitor's file is hostile until proven otherwise: it opens as a sandboxed
      // document that may load nothing (no script, no request out), except the image itself and the
      // inline styles of the browser's own image view. Chromium still shows the image and its PDF
      // viewer under this policy, in the lead page's <img> and <iframe> and opened on its own. Only the
      // advisor's own lead page may frame it.
      "content-security-policy": QUOTE_CSP,
      "x-frame-options": "SAMEORIGIN",
    },
  });
}
