import { useLocation } from "react-router";
import { useT } from "~/i18n/i18n-context";
import { LOCALE_COOKIE } from "~/i18n/locale";
import { otherLanguagePath } from "~/i18n/twins";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * "Español" on an English page, "English" on a Spanish one (issue 24): the same page in the other
 * language, its query string (the chat's parameters, the UTM tags) kept. Following it remembers the
 * choice in a cookie, so the "¿Prefiere español?" line is not offered again. Pages with one language
 * only show no switch.
 */
export function LanguageSwitch() {
  const t = useT();
  const { pathname, search } = useLocation();
  const other = otherLanguagePath(pathname);
  if (!other) return null;
  return (
    <a
      href={`${other.path}${search}`}
      hrefLang={other.locale}
      lang={other.locale}
      title={t("site.switch.hint")}
      className="text-sm font-semibold text-brand-700 underline hover:text-brand-900"
      onClick={() => rememberLanguage(other.locale)}
    >
      {t("site.switch.label")}
    </a>
  );
}

export function rememberLanguage(locale: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, no Cookie Store API needed.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
