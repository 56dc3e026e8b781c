import { redirect } from "react-router";
import { chatbotUrl } from "#app/domain/hero-search";
import { heroSearchQuerySchema } from "#app/domain/hero-search-query";
import { localeOfPath } from "#app/i18n/locale";

/**
 * The hero search submitted without JavaScript: the same chat URL the browser would build. The Spanish
 * pages' form goes to /es/search, so its visitor lands in the Spanish chat.
 */
export function heroSearchRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(chatbotUrl(heroSearchQuerySchema.parse(Object.fromEntries(url.searchParams)), localeOfPath(url.pathname)));
}
