import { redirect } from "react-router";
import { languageChoiceCookie, pathOnThisSite } from "#app/i18n/language-cookies";
import { LOCALE_COOKIE, localeOfPath, SUGGESTION_DISMISSED_COOKIE } from "#app/i18n/locale";
import { readForm } from "./read-form.server";

/**
 * The language switch's link (switchLanguageHref): `/switch-language?to=%2Fes%2Flanding%2Fv1` remembers
 * the language of the page it leads to in the `lang` cookie and goes there, with or without JavaScript.
 * Only a page of this site is followed (pathOnThisSite), never another origin.
 */
export function switchLanguage(request: Request) {
  const url = new URL(request.url);
  const path = pathOnThisSite(url.searchParams.get("to"), url.origin);
  const locale = localeOfPath(new URL(path, url.origin).pathname);
  return redirect(path, { status: 303, headers: { "Set-Cookie": languageChoiceCookie(LOCALE_COOKIE, locale) } });
}

/**
 * "No, gracias" under "¿Prefiere español?" without JavaScript: remembers the answer and goes back to the
 * page it was on. Only a page of this site is followed back, never another origin.
 */
export async function dismissLanguageHint(request: Request) {
  const form = await readForm(request);
  const back = pathOnThisSite(form.get("back"), new URL(request.url).origin);
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": languageChoiceCookie(SUGGESTION_DISMISSED_COOKIE, "1", { httpOnly: true }) },
  });
}
