import type { MetaDescriptor } from "react-router";
import { languageLinks } from "~/i18n/language-links";
import { localeOfPath } from "~/i18n/locale";
import { translatorFromData } from "~/i18n/translate";
import { pageMeta } from "~/seo";

type Match = { loaderData: unknown } | undefined;

/** The chat intro pages' title, description and hreflang links, for /landing/cartelligentai and its V2 alike, in the page's language. */
export function chatIntroMeta(
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
    ...pageMeta(site, { title: t("chatIntro.meta.title"), description: t("chatIntro.meta.description"), canonicalUrl }),
    ...languageLinks(locale, alternates),
  ];
}
