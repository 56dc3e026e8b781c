import type { MetaDescriptor } from "react-router";
import { INTL_LOCALE, type Locale } from "~/i18n/locale";

/**
 * A page with a twin in the other language (issue 24): reciprocal hreflang links, en, es, and x-default
 * on the English page, and og:locale. Its own module, not pageMeta's, so pages in one language only do not load
 * it, and the chat does not load the landing pages' meta.
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
