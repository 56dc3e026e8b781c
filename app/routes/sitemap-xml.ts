import type { Route } from "./+types/sitemap-xml";

// SPEC §2: one entry per canonical page. /landing/v1 and the catch-all share "/" as their canonical URL,
// and the chat itself (/chatbot) is a conversation, not content to index.
const PATHS = ["/", "/landing/V2", "/landing/cartelligentai", "/about", "/blog", "/terms", "/privacy"] as const;

/** Absolute URLs on whatever origin served the request, so previews and production each list their own. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const urls = PATHS.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  const body = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
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
