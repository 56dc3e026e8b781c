import type { ReactElement } from "react";
import { pageMessages } from "./catalogue.server";
import { StaticI18nProvider } from "./i18n-context";
import type { Locale } from "./locale";

/** For component tests: the element with every namespace's messages in one language, as a page gets them. */
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
    <StaticI18nProvider locale={locale} messages={messages}>
      {element}
    </StaticI18nProvider>
  );
}
