import type { Route } from "./+types/robots-txt";

/**
 * Everything is crawlable except the JSON API and the advisors' area, whose sign-in page alone is open
 * (the longest matching rule wins); the sitemap URL must be absolute.
 */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Allow: /admin/login",
    "Disallow: /admin",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
