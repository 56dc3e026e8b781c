import { redirect } from "react-router";
import { LOCALE_COOKIE, localeOfPath } from "~/i18n/locale";
import type { Route } from "./+types/switch-language";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The language switch's link (issue 24, switchLanguageHref): `/switch-language?to=%2Fes%2Flanding%2Fv1` remembers
 * the language of the page it leads to in the `lang` cookie and goes there, with or without JavaScript.
 * Only a path on this site is followed, never another origin.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = new URL(url.searchParams.get("to") ?? "/", url.origin);
  const path = target.origin === url.origin ? `${target.pathname}${target.search}` : "/";
  const locale = localeOfPath(new URL(path, url.origin).pathname);
  return redirect(path, {
    status: 303,
    headers: { "Set-Cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; Secure` },
  });
}
