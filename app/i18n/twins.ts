import { type Locale, localeOfPath, localizedPath, unlocalizedPath } from "./locale";

/**
 * English pages that have no Spanish twin yet: no language switch, no hreflang, and their
 * /es path falls to the Spanish landing page as any unknown path does. A page leaves this list when
 * every string on it is in the catalogue and app/routes.ts registers it under /es.
 */
export const UNTRANSLATED_PATHS = ["/admin"] as const;

/** Pages whose twin is not their path under /es: the buyer's page (/my/…) is /es/mi/… in Spanish. */
const OWN_TWIN_PATHS = ["/my", "/mi"] as const;

function untranslated(englishPath: string): boolean {
  return [...UNTRANSLATED_PATHS, ...OWN_TWIN_PATHS].some((path) => englishPath === path || englishPath.startsWith(`${path}/`));
}

/** The same page in each language, or undefined when the page has one language only. */
export function languageTwins(pathname: string): Record<Locale, string> | undefined {
  const english = unlocalizedPath(pathname);
  if (untranslated(english)) return undefined;
  return { en: english, es: localizedPath(english, "es") };
}

/** The path of the same page in the other language, or undefined. */
export function otherLanguagePath(pathname: string): { locale: Locale; path: string } | undefined {
  const twins = languageTwins(pathname);
  if (!twins) return undefined;
  const locale: Locale = localeOfPath(pathname) === "en" ? "es" : "en";
  return { locale, path: twins[locale] };
}

/**
 * Whether the page at this path may offer "¿Prefiere español?": an English page with a Spanish twin. Its
 * HTML then differs by the browser's Accept-Language and by the language cookies (app/root.server.ts).
 */
export function mayOfferSpanish(pathname: string): boolean {
  return localeOfPath(pathname) === "en" && languageTwins(pathname) !== undefined;
}

/** A link to an English page, from a page in `locale`: its twin there, or the English page when it has none yet. */
export function pathInLanguage(englishPath: string, locale: Locale): string {
  return languageTwins(englishPath)?.[locale] ?? englishPath;
}

/**
 * The language switch's link to a page in the other language (its path and query): through
 * /switch-language, which remembers the choice in the `lang` cookie on the way, without JavaScript too.
 */
export function switchLanguageHref(pathAndQuery: string): string {
  return `/switch-language?to=${encodeURIComponent(pathAndQuery)}`;
}
