import { redirect } from "react-router";
import { languageChoiceCookie, pathOnThisSite } from "~/i18n/language-cookies";
import { LOCALE_COOKIE, localeOfPath } from "~/i18n/locale";
import type { Route } from "./+types/switch-language";

/**
 * The language switch's link (issue 24, switchLanguageHref): `/switch-language?to=%2Fes%2Flanding%2Fv1` remembers
 * the language of the page it leads to in the `lang` cookie and goes there, with or without JavaScript.
 * Only a path on this site is followed, never another origin.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = pathOnThisSite(url.searchParams.get("to"), url.origin);
  const locale = localeOfPath(new URL(path, url.origin).pathname);
  return redirect(path, { status: 303, headers: { "Set-Cookie": languageChoiceCookie(LOCALE_COOKIE, locale) } });
}
