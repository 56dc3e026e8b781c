import { mayOfferSpanish } from "#app/i18n/twins";

/**
 * A public page's caching, chosen (decision record 042): no shared cache may keep it, since every page
 * carries this request's CSP nonce and a signed form token that stores one request, and an English page's
 * "¿Prefiere español?" line depends on the visitor's own headers. The browser may keep it for its back
 * button but asks again before showing it anew.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "private, no-cache";
/** The advisors' pages and anything personal: never stored anywhere. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";
/** What an English page with a Spanish twin differs by (app/root.server.ts, pageLanguage). */
const LANGUAGE_OFFER_VARY = ["Accept-Language", "Cookie"];

/**
 * Cache-Control on every page answer (HTML, or a page's data) that has none of its own (a route that decides, such as the sign-in
 * page or the email-link pages, keeps its own), and Vary where the page differs by the visitor's language
 * headers: a cache-everything rule in front of the Worker would otherwise serve one visitor's page to another.
 */
export function withPageCacheHeaders(request: Request, response: Response): Response {
  const type = response.headers.get("content-type") ?? "";
  const { pathname: requested } = new URL(request.url);
  // A page's data for a client-side navigation (React Router's `/about.data`, `/_root.data`) differs as its HTML does.
  const data = requested.endsWith(".data") && type.startsWith("text/x-script");
  if (!type.startsWith("text/html") && !data) return response;
  const pathname = !data ? requested : requested === "/_root.data" ? "/" : requested.slice(0, -".data".length);
  const headers = new Headers(response.headers);
  if (!headers.has("cache-control")) {
    const personal = pathname === "/admin" || pathname.startsWith("/admin/");
    headers.set("cache-control", personal ? PRIVATE_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL);
  }
  if (mayOfferSpanish(pathname)) {
    const vary = (headers.get("vary") ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    const missing = LANGUAGE_OFFER_VARY.filter((name) => !vary.some((have) => have.toLowerCase() === name.toLowerCase()));
    headers.set("vary", [...vary, ...missing].join(", "));
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
