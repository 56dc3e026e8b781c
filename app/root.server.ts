import type { RouterContextProvider } from "react-router";
import { appConfig } from "#worker/config.server";
import { workerContext } from "#worker/request-context.server";
import { spanishLineOpen } from "#worker/services/advisors/spanish-line.server";
import { asksNotToBeTracked, routeOfPattern } from "./domain/vitals/beacon";
import { prefersSpanish } from "./i18n/accept-language";
import { EVERY_PAGE, pageMessages, serverTranslator } from "./i18n/catalogue.server";
import { LOCALE_COOKIE, localeOfPath, SUGGESTION_DISMISSED_COOKIE } from "./i18n/locale";
import { mayOfferSpanish } from "./i18n/twins";

/** Brand and support phone for every page (useSiteSettings), from the Worker's config. */
export function siteSettings(context: Readonly<RouterContextProvider>) {
  const { BRAND_NAME, SUPPORT_PHONE } = appConfig(context.get(workerContext).env);
  return { brand: BRAND_NAME, phone: SUPPORT_PHONE, currentYear: new Date().getUTCFullYear() };
}

/**
 * What the page's Web Vitals beacon needs from the server: the route pattern React Router matched (never
 * the URL, which may carry a visitor's details) and the share of views that report (VITALS_SAMPLE_RATE):
 * none, for a browser that asks not to be tracked, so its page loads no measuring code.
 */
export function vitalsSettings(context: Readonly<RouterContextProvider>, request: Request, pattern: string) {
  const sampleRate = asksNotToBeTracked(request.headers) ? 0 : appConfig(context.get(workerContext).env).VITALS_SAMPLE_RATE;
  return { route: routeOfPattern(pattern), sampleRate };
}

/**
 * The page's language, the messages every page shows, and whether to offer Spanish: an English page
 * with a Spanish twin, to a browser whose first language is Spanish, that has chosen no language with
 * the switch and has not dismissed the offer.
 */
export function pageLanguage(request: Request) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const cookies = request.headers.get("cookie") ?? "";
  const chose = hasCookie(cookies, LOCALE_COOKIE) || hasCookie(cookies, SUGGESTION_DISMISSED_COOKIE);
  const suggestSpanish = mayOfferSpanish(url.pathname) && !chose && prefersSpanish(request.headers.get("accept-language"));
  const t = serverTranslator(locale, ["site"]);
  const errorText = { notFound: t("site.error.notFound"), failed: t("site.error.failed"), home: t("site.error.home") };
  return { ...pageMessages(locale, EVERY_PAGE), suggestSpanish, errorText };
}

function hasCookie(header: string, name: string): boolean {
  return header.split(";").some((pair) => pair.trim().startsWith(`${name}=`));
}

/**
 * "Hablamos español" by the phone: on a Spanish page, when an enabled advisor speaks
 * Spanish. The flag is cached in KV, so a page view never asks D1; if it cannot be read the line is left
 * out rather than promised.
 */
export async function spanishLine(request: Request, context: Readonly<RouterContextProvider>): Promise<boolean> {
  if (localeOfPath(new URL(request.url).pathname) !== "es") return false;
  return spanishLineOpen(context.get(workerContext).env).catch(() => false);
}
