import { INTL_LOCALE, type Locale } from "./locale";

// Prices as each language reads them. Its own module, in every page's shared chunk (vite.config.ts): the chat,
// the landing pages and the deal cards all show prices, and a chunk of their own would cost each page a request.

/** One formatter per language, made when first needed: making one costs far more than formatting with it. */
const FORMATTERS = new Map<Locale, Intl.NumberFormat>();

/** Whole dollars: "$30,000" in both languages (US Spanish writes dollars as English does). */
export function formatDollars(locale: Locale, value: number): string {
  let formatter = FORMATTERS.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    FORMATTERS.set(locale, formatter);
  }
  return formatter.format(value);
}
