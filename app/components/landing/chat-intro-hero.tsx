import { CLAIMS } from "#app/domain/constants";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { localizedPath } from "#app/i18n/locale";
import { useSiteSettings } from "#app/site-settings";
import { Island } from "#app/islands/island";
import { usePageUrl } from "#app/page-url";

/** The chat assistant's intro (SPEC §2): the typed greeting and the Chat button to the chat in the page's language. */
export function ChatIntroHero() {
  const { brand } = useSiteSettings();
  const t = useT();
  const locale = useLocale();
  // The chat's parameters and the UTM tags go on to the chat (the Spanish intro leads to /es/chatbot).
  const { search } = usePageUrl();
  return (
    <section aria-labelledby="chat-intro-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
        <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg">
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, hidden with its span. */}
          <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 5h16v11H9l-5 4V5z" strokeLinejoin="round" />
            <path d="M8 9h8M8 12h5" strokeLinecap="round" />
          </svg>
        </span>
        <h1 id="chat-intro-title" className="mt-6 text-3xl font-extrabold text-brand-900 sm:text-4xl">
          {t("chatIntro.title")}
        </h1>
        <div className="mt-6 rounded-2xl bg-white p-6 text-left shadow-md">
          <Island kind="typed-greeting" props={{ text: t("chatIntro.greeting", { brand }) }} />
        </div>
        <a
          href={`${localizedPath("/chatbot", locale)}${search}`}
          className="mt-8 rounded-full bg-brand-600 px-10 py-4 text-lg font-bold text-white shadow-lg hover:bg-brand-700"
        >
          {t("chatIntro.chat")}
        </a>
        <p className="mt-6 text-sm text-slate-600">{t("chatIntro.note", { amount: CLAIMS.averageSavings })}</p>
      </div>
    </section>
  );
}
