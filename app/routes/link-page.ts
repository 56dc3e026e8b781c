import { localeOfPath } from "#app/i18n/locale";
import type { MessageKey } from "#app/i18n/messages/en";
import { translatorFromData } from "#app/i18n/translate";

// Pages opened from a signed link in an email (newsletter confirmation, unsubscribe): the token is in
// the URL, so the page is never cached and never indexed. Each has a Spanish twin under /es,
// the one the Spanish emails link to; being unindexed, they carry no hreflang links.

export const linkPageHeaders = () => ({ "cache-control": "no-store" });

type MetaArgs = { matches: readonly ({ loaderData: unknown } | undefined)[]; location: { pathname: string } };

/** The page's title in its language, from the messages its loaders sent. */
export function linkPageMeta({ matches, location }: MetaArgs, title: MessageKey) {
  const t = translatorFromData(
    localeOfPath(location.pathname),
    matches.map((match) => match?.loaderData),
  );
  return [{ title: t(title) }, { name: "robots", content: "noindex, nofollow" }];
}
