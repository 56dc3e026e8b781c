import { languageTwins } from "#app/i18n/twins";
import type { Route } from "./+types/sitemap-xml";

// SPEC §2: one entry per canonical page. /landing/v1 and the catch-all share "/" as their canonical URL,
// and the chat itself (/chatbot) is a conversation, not content to index.
const PATHS = ["/", "/landing/V2", "/landing/cartelligentai", "/about", "/blog", "/terms", "/privacy"] as const;

/**
 * Absolute URLs on whatever origin served the request, so previews and production each list their own.
 * A page with a Spanish twin is listed in both languages, each entry naming both as
 * alternates, with x-default on the English one.
 */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const href = (path: string) => escapeXml(new URL(path, origin).href);
  const urls = PATHS.flatMap((path) => {
    const twins = languageTwins(path);
    if (!twins) return [`  <url><loc>${href(path)}</loc></url>`];
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${href(twins.en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${href(twins.es)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(twins.en)}"/>`,
    ].join("");
    return [twins.en, twins.es].map((loc) => `  <url><loc>${href(loc)}</loc>${alternates}</url>`);
  });
  const body = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
