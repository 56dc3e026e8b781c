import { INTL_LOCALE, type Locale } from "./locale";

// Issue 24: prices as each language reads them. Its own module, in every page's shared chunk (vite.config.ts):
// the chat, the landing pages and the deal cards all show prices, and a chunk of their own would cost each page a request.

/** Whole dollars: "$30,000" in both languages (US Spanish writes dollars as English does). */
export function formatDollars(locale: Locale, value: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value);
}
