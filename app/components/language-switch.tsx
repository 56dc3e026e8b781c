import { useT } from "#app/i18n/i18n-context";
import { otherLanguagePath, switchLanguageHref } from "#app/i18n/twins";
import { usePageUrl } from "#app/page-url";

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other
 * language, its query string (the chat's parameters, the UTM tags) kept. Following it remembers the
 * choice in a cookie (set by /switch-language on the way, so without JavaScript too), and the "¿Prefiere
 * español?" line is not offered again. Pages with one language only show no switch.
 */
export function LanguageSwitch() {
  const t = useT();
  const { pathname, search } = usePageUrl();
  const other = otherLanguagePath(pathname);
  if (!other) return null;
  return (
    <a
      href={switchLanguageHref(`${other.path}${search}`)}
      hrefLang={other.locale}
      lang={other.locale}
      title={t("site.switch.hint")}
      className="text-sm font-semibold text-brand-700 underline hover:text-brand-900"
    >
      {t("site.switch.label")}
    </a>
  );
}
