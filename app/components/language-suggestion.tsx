import { type FormEvent, useState } from "react";
import { useT } from "#app/i18n/i18n-context";
import { LANGUAGE_CHOICE_MAX_AGE_S } from "#app/i18n/language-cookies";
import { SUGGESTION_DISMISSED_COOKIE } from "#app/i18n/locale";
import { otherLanguagePath, switchLanguageHref } from "#app/i18n/twins";
import { usePageUrl } from "#app/page-url";
import { useSiteSettings } from "#app/site-settings";

/**
 * "¿Prefiere español?" on an English page whose visitor's browser puts Spanish first: decided
 * and rendered by the server, so it is in place at the first paint (no layout shift) and works without
 * JavaScript. No redirect: the visitor chooses. "No, gracias" posts to /language-hint, which remembers
 * it in a cookie; with JavaScript the line goes away in place.
 */
export function LanguageSuggestion() {
  const { suggestSpanish } = useSiteSettings();
  const t = useT();
  const { pathname, search } = usePageUrl();
  const [dismissed, setDismissed] = useState(false);
  const spanish = otherLanguagePath(pathname);
  if (!suggestSpanish || dismissed || spanish?.locale !== "es") return null;

  function dismiss(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, no Cookie Store API needed.
    document.cookie = `${SUGGESTION_DISMISSED_COOKIE}=1; Path=/; Max-Age=${LANGUAGE_CHOICE_MAX_AGE_S}; SameSite=Lax`;
    setDismissed(true);
  }

  return (
    <aside lang="es" aria-label={t("site.suggest.text")} className="bg-amber-50 text-sm text-slate-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2">
        <p className="font-semibold">{t("site.suggest.text")}</p>
        <a href={switchLanguageHref(`${spanish.path}${search}`)} hrefLang="es" className="text-brand-700 underline">
          {t("site.suggest.link")}
        </a>
        <form method="post" action="/language-hint" onSubmit={dismiss}>
          <input type="hidden" name="back" value={`${pathname}${search}`} />
          <button type="submit" className="rounded px-2 py-1 text-slate-700 underline hover:bg-amber-100">
            {t("site.suggest.dismiss")}
          </button>
        </form>
      </div>
    </aside>
  );
}
