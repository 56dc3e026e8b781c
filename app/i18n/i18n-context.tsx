import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import { type Locale, localeOfPath } from "./locale";
import { type CompiledMessages, createI18n, hasMessages, type Translate, translator } from "./translate";

type PageLanguage = { locale: Locale; t: Translate };

const I18nContext = createContext<PageLanguage | null>(null);

/** The page's language and the messages every matched loader sent for it (decision record 026). */
export function I18nProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // useMatches' array changes only when the matches or their loader data do.
  const value = useMemo(() => {
    const messages: CompiledMessages = {};
    for (const { loaderData } of matches)
      if (hasMessages(loaderData) && loaderData.locale === locale) Object.assign(messages, loaderData.messages);
    return { locale, t: translator(createI18n(locale, messages)) };
  }, [locale, matches]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** For unit tests and anything rendered outside the route tree: a fixed language and messages. */
export function StaticI18nProvider({ locale, messages, children }: { locale: Locale; messages: CompiledMessages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: translator(createI18n(locale, messages)) }), [locale, messages]);
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
