import type { MetaDescriptor } from "react-router";
import { INTL_LOCALE, type Locale } from "./locale";

/**
 * A page with a twin in the other language: reciprocal hreflang links, en, es, and x-default
 * on both (pointing to the English page), and og:locale. Pages in one language only get none.
 */
export function languageLinks(locale: Locale, twins: Record<Locale, string> | undefined): MetaDescriptor[] {
  if (!twins) return [];
  return [
    { property: "og:locale", content: INTL_LOCALE[locale].replace("-", "_") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: twins.en },
    { tagName: "link", rel: "alternate", hrefLang: "es", href: twins.es },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: twins.en },
  ];
}
