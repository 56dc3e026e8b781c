import { localizedPath } from "./locale";

/**
 * The pages a visitor reads, by their English path, as app/routes.ts registers them; each has its Spanish
 * twin under /es. Any other path is the catch-all's landing page. The language switch and the "No, gracias"
 * form send a visitor back only to one of these (site-pages.test.ts holds the list to the route table).
 */
export const SITE_PAGES = [
  "/",
  "/landing/v1",
  "/landing/V2",
  "/landing/cartelligentai",
  "/landing/cartelligentai/V2",
  "/chatbot",
  "/chatbot/chat",
  "/get-started",
  "/about",
  "/terms",
  "/privacy",
  "/blog",
  "/newsletter/confirm",
  "/unsubscribe",
] as const;

const PAGES: ReadonlySet<string> = new Set(SITE_PAGES.flatMap((path) => [path, localizedPath(path, "es")]));

/** The page a pathname names, in either language ("/about/" is "/about"); undefined for any other path. */
export function sitePage(pathname: string): string | undefined {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return PAGES.has(path) ? path : undefined;
}
