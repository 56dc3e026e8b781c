// The site's two languages. English lives at the root, Spanish under /es; the first path
// segment alone says which, so the server and the browser agree without a cookie or a header.
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The tag each language formats with through Intl: Spanish as read in the United States. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** The visitor's explicit choice, set by the language switch: it only hides the "¿Prefiere español?" line. */
export const LOCALE_COOKIE = "lang";
/** Set when the visitor dismisses the suggestion, so it never comes back. */
export const SUGGESTION_DISMISSED_COOKIE = "lang_hint";

const SPANISH_PREFIX = "/es";

/** "/es" and "/es/…" are Spanish; everything else, "/estimates" included, is English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** The path without its language prefix: "/es/about" → "/about", "/es" → "/". */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/** An English path in the given language: "/about" → "/es/about", "/" → "/es". */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return path === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`;
}
