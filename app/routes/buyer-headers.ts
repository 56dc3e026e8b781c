import { BUYER_HEADERS } from "#app/domain/buyers/buyer-headers";
import { localeOfPath } from "#app/i18n/locale";
import type { MessageKey } from "#app/i18n/messages/en";
import { translatorFromData } from "#app/i18n/translate";

/** A buyer route's headers: BUYER_HEADERS, then its loader's or action's own (which carry them too). */
export const buyerRouteHeaders = ({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders: Headers }) => {
  const headers = new Headers(BUYER_HEADERS);
  for (const source of [loaderHeaders, actionHeaders]) for (const [name, value] of source) headers.set(name, value);
  return headers;
};

type MetaArgs = { matches: readonly ({ loaderData: unknown } | undefined)[]; location: { pathname: string } };

/**
 * A buyer page's title and description in its language, from the messages its loaders sent, and the robots meta the
 * header says too. The description is one for every buyer page: it names what the page is, never whose.
 */
export function buyerMeta({ matches, location }: MetaArgs, title: MessageKey) {
  const t = translatorFromData(
    localeOfPath(location.pathname),
    matches.map((match) => match?.loaderData),
  );
  return [
    { title: t(title) },
    { name: "description", content: t("buyer.meta.description") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
