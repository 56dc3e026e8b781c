// The visitor's language choices: which language they chose, and that they said no to the
// "¿Prefiere español?" line. Both are remembered for a year, and the routes that set them send the visitor
// back to a page of this site only.
import { localeOfPath, localizedPath } from "./locale";
import { sitePage } from "./site-pages";

/** How long a language choice is remembered. */
export const LANGUAGE_CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The Set-Cookie value of a language choice the server remembers. */
export function languageChoiceCookie(name: string, value: string, { httpOnly = false } = {}): string {
  return `${name}=${value}; Path=/; Max-Age=${LANGUAGE_CHOICE_MAX_AGE_S}; SameSite=Lax; Secure${httpOnly ? "; HttpOnly" : ""}`;
}

/**
 * The page of this site that a visitor's `value` names, with its query; otherwise the home page of the
 * language its path is in, or "/" for another origin, another scheme or no URL at all. Only a page of
 * the route table comes back, so the answer never starts with "//" or "/\", whatever dot segments and
 * escapes the value holds ("/.//evil.example" parses to "//evil.example"): never an open redirect, never a 500.
 */
export function pathOnThisSite(value: unknown, origin: string): string {
  if (typeof value !== "string" || value === "" || !URL.canParse(value, origin)) return "/";
  const target = new URL(value, origin);
  if (target.origin !== origin) return "/";
  const page = sitePage(target.pathname);
  return page ? `${page}${target.search}` : localizedPath("/", localeOfPath(target.pathname));
}
