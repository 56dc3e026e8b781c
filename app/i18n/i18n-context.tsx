import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Translate } from "#app/domain/message";
import type { Locale } from "./locale";
import { type CompiledMessages, translator } from "./translate";

type PageLanguage = { locale: Locale; t: Translate; messages: CompiledMessages };

const I18nContext = createContext<PageLanguage | null>(null);

/**
 * A language and its compiled messages (decision record 029): a route's (app/i18n/route-i18n.tsx), an island's
 * own (decision record 048), or a unit test's.
 */
export function StaticI18nProvider({ locale, messages, children }: { locale: Locale; messages: CompiledMessages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages, t: translator(locale, messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function usePageLanguage(): PageLanguage {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useT outside an I18n provider");
  return value;
}

/** The page's translator: t("key", { values }). */
export function useT(): Translate {
  return usePageLanguage().t;
}

export function useLocale(): Locale {
  return usePageLanguage().locale;
}

/** Every compiled message the page has: an island is sent the part of them it shows. */
export function usePageMessages(): CompiledMessages {
  return usePageLanguage().messages;
}
