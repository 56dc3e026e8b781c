// The visitor's language choices (issue 24): which language they chose, and that they said no to the
// "¿Prefiere español?" line. Both are remembered for a year, and the routes that set them send the visitor
// back to a page of this site only.

/** How long a language choice is remembered. */
export const LANGUAGE_CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The Set-Cookie value of a language choice the server remembers. */
export function languageChoiceCookie(name: string, value: string, { httpOnly = false } = {}): string {
  return `${name}=${value}; Path=/; Max-Age=${LANGUAGE_CHOICE_MAX_AGE_S}; SameSite=Lax; Secure${httpOnly ? "; HttpOnly" : ""}`;
}

/**
 * The path and query on this site that a visitor's `value` names, or "/" for anything else: another
 * origin ("https://…", "//…", "/\…"), another scheme, no URL at all. Never an open redirect, never a 500.
 */
export function pathOnThisSite(value: unknown, origin: string): string {
  if (typeof value !== "string" || value === "" || !URL.canParse(value, origin)) return "/";
  const target = new URL(value, origin);
  return target.origin === origin ? `${target.pathname}${target.search}` : "/";
}
