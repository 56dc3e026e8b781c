import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { type Locale, localeOfPath } from "./locale";
import type { Translate } from "~/domain/message";
import { type CompiledMessages, hasMessages, translator } from "./translate";

type PageLanguage = { locale: Locale; t: Translate };

const I18nContext = createContext<PageLanguage | null>(null);

/**
 * The page's language and its messages (decision record 029): the root's (every page's namespaces) and
 * those the page's own loader sent (`page`).
 */
export function I18nProvider({ page, children }: { page?: unknown; children: ReactNode }) {
  const root = useRouteLoaderData("root");
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const value = useMemo(() => {
    const messages: CompiledMessages = {};
    for (const data of [root, page]) if (hasMessages(data) && data.locale === locale) Object.assign(messages, data.messages);
    return { locale, t: translator(locale, messages) };
  }, [locale, root, page]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** For unit tests and anything rendered outside the route tree: a fixed language and messages. */
export function StaticI18nProvider({ locale, messages, children }: { locale: Locale; messages: CompiledMessages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: translator(locale, messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function usePageLanguage(): PageLanguage {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useT outside I18nProvider");
  return value;
}

/** The page's translator: t("key", { values }). */
export function useT(): Translate {
  return usePageLanguage().t;
}

export function useLocale(): Locale {
  return usePageLanguage().locale;
}
