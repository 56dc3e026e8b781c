import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { usePageUrl } from "#app/page-url";
import { StaticI18nProvider } from "./i18n-context";
import { localeOfPath } from "./locale";
import { messagesFromData } from "./translate";

/**
 * A route's language and its messages (decision record 029): the root's (every page's namespaces) and those
 * the page's own loader sent (`page`).
 */
export function I18nProvider({ page, children }: { page?: unknown; children: ReactNode }) {
  const root = useRouteLoaderData("root");
  const locale = localeOfPath(usePageUrl().pathname);
  const messages = messagesFromData(locale, [root, page]);
  return (
    <StaticI18nProvider locale={locale} messages={messages}>
      {children}
    </StaticI18nProvider>
  );
}
