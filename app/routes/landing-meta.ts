import type { MetaDescriptor } from "react-router";
import { faqJsonLd } from "~/components/landing/faq";
import { languageLinks } from "~/i18n/language-links";
import { localeOfPath } from "~/i18n/locale";
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
