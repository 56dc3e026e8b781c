import type { MetaDescriptor } from "react-router";
import { faqJsonLd } from "~/components/landing/faq";
import { INTL_LOCALE, type Locale, localeOfPath } from "~/i18n/locale";
import { translatorFromData } from "~/i18n/translate";
import { pageMeta } from "~/seo";

type Match = { loaderData: unknown } | undefined;

/** The landing pages' title, description and FAQ JSON-LD, for / and its V2 alike, in the page's language. */
export function landingMeta(
  site: Parameters<typeof pageMeta>[0],
  canonicalUrl: string | undefined,
  alternates: { en: string; es: string } | undefined,
  pathname: string,
  matches: readonly Match[],
): MetaDescriptor[] {
  const locale = localeOfPath(pathname);
  const t = translatorFromData(
    locale,
    matches.map((match) => match?.loaderData),
  );
  return [
    ...pageMeta(site, { title: t("landing.meta.title"), description: t("landing.meta.description"), canonicalUrl }, [faqJsonLd(t, locale)]),
    ...languageLinks(locale, alternates),
  ];
}

/**
 * A page with a twin in the other language (issue 24): reciprocal hreflang links, en, es, and x-default
 * on the English page, and og:locale. Here rather than in pageMeta, so pages in one language only do not
 * load it.
 */
function languageLinks(locale: Locale, twins: Record<Locale, string> | undefined): MetaDescriptor[] {
  if (!twins) return [];
  return [
    { property: "og:locale", content: INTL_LOCALE[locale].replace("-", "_") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: twins.en },
    { tagName: "link", rel: "alternate", hrefLang: "es", href: twins.es },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: twins.en },
  ];
}
