/** Types shown inline; they were checked against the file's bytes when it was uploaded (chat-uploads). */
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/heic", "application/pdf"]);

/** The lead's dealer quote from R2, streamed to the advisor with its real type; null when missing. */
export async function dealerQuoteResponse(env: Env, path: string | null): Promise<Response | null> {
  if (!path?.startsWith("dealer-quotes/")) return null;
  const object = await env.UPLOADS.get(path);
  if (!object) return null;
  const type = object.httpMetadata?.contentType ?? "";
  const inline = INLINE_TYPES.has(type);
  const name = path.slice("dealer-quotes/".length).replace(/[^\w.-]/g, "_");
  return new Response(object.body, {
    headers: {
      "content-type": inline ? type : "application/octet-stream",
      "content-length": String(object.size),
      "content-disposition": `${inline ? "inline" : "attachment"}; filename="${name}"`,
      "cache-control": "private, no-store",
      // The browser must not guess another type (say, HTML) from the bytes.
      "x-content-type-options": "nosniff",
      // Only the advisor's own lead page may frame it (for the browser's PDF viewer).
      "content-security-policy": "frame-ancestors 'self'",
      "x-frame-options": "SAMEORIGIN",
    },
  });
}
