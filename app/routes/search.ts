import { redirect } from "react-router";
import { chatbotUrl } from "#app/domain/hero-search";
import { heroSearchQuerySchema } from "#app/domain/hero-search-query";
import type { Route } from "./+types/search";

/** The hero search submitted without JavaScript: the same /chatbot URL the browser would build. */
export function loader({ request }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return redirect(chatbotUrl(heroSearchQuerySchema.parse(query)));
}
