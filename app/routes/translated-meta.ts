import type { MetaDescriptor } from "react-router";
import { languageLinks } from "#app/i18n/language-links";
import { type Locale, localeOfPath } from "#app/i18n/locale";
import type { MessageKey } from "#app/i18n/messages/en";
import type { MessageValues, Translate } from "#app/domain/message";
import { translatorFromData } from "#app/i18n/translate";
import { pageMeta } from "#app/seo";

type Args = {
  loaderData: { canonicalUrl?: string; alternates?: { en: string; es: string } } | undefined;
  matches: readonly ({ loaderData: unknown } | undefined)[];
  location: { pathname: string };
};

type Options = {
  /** The values the title and description take. */
  values?: MessageValues;
  /** Structured data in the page's language (the landing pages' FAQ). */
  jsonLd?: (t: Translate, locale: Locale) => object[];
};

/**
 * The title, description, canonical link and hreflang links of a page with a Spanish twin,
 * in the page's language, from the messages its loaders sent (meta runs outside React's tree).
 */
export function translatedMeta(
  { loaderData, matches, location }: Args,
  keys: { title: MessageKey; description: MessageKey },
  { values = {}, jsonLd }: Options = {},
): MetaDescriptor[] {
  const locale = localeOfPath(location.pathname);
  const t = translatorFromData(
    locale,
    matches.map((match) => match?.loaderData),
  );
  const site = matches[0]?.loaderData as Parameters<typeof pageMeta>[0];
  return [
    ...pageMeta(
      site,
      { title: t(keys.title, values), description: t(keys.description, values), canonicalUrl: loaderData?.canonicalUrl },
      jsonLd?.(t, locale),
    ),
    ...languageLinks(locale, loaderData?.alternates),
  ];
}
