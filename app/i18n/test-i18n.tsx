import type { ReactElement } from "react";
import { PageUrlContext } from "#app/page-url";
import { SiteSettingsContext } from "#app/site-settings";
import { pageMessages } from "./catalogue.server";
import { StaticI18nProvider } from "./i18n-context";
import { type Locale, localizedPath } from "./locale";

/** The brand and phone the local config has, as the root route gives every page. */
const SETTINGS = { brand: "CarAdvisor", phone: "8885551234", currentYear: 2026, suggestSpanish: false, spanishLine: false };

/**
 * For component tests: the element with every namespace's messages in one language, as a page gets them, on
 * the home page in that language, with the root route's settings (an island is sent them).
 */
export function withMessages(element: ReactElement, locale: Locale = "en"): ReactElement {
  const { messages } = pageMessages(locale, [
    "site",
    "form",
    "landing",
    "privacy",
    "terms",
    "notice",
    "about",
    "blog",
    "articles",
    "deals",
    "chat",
  ]);
  return (
    <SiteSettingsContext.Provider value={SETTINGS}>
      <PageUrlContext.Provider value={{ pathname: localizedPath("/", locale), search: "" }}>
        <StaticI18nProvider locale={locale} messages={messages}>
          {element}
        </StaticI18nProvider>
      </PageUrlContext.Provider>
    </SiteSettingsContext.Provider>
  );
}
