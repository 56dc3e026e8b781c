import type { ReactNode } from "react";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { localizedPath } from "#app/i18n/locale";
import { BrandLogo } from "#app/components/brand-logo";

/**
 * The buyer's pages: the brand (home, in the page's language), the same page in the other language when
 * there is one, and the page's own content. No marketing header: nothing here sends the buyer elsewhere.
 */
export function BuyerFrame({ otherLanguage, children }: { otherLanguage?: string | undefined; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const other = locale === "en" ? "es" : "en";
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3">
          <a href={localizedPath("/", locale)} className="min-w-0 rounded focus-visible:outline-3 focus-visible:outline-brand-500">
            <BrandLogo size="phone" />
          </a>
          {otherLanguage ? (
            <a href={otherLanguage} lang={other} hrefLang={other} className="text-sm font-medium text-brand-700 underline">
              {t("buyer.page.otherLanguage")}
            </a>
          ) : null}
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
        {children}
      </main>
    </div>
  );
}

/** One part of the page: a card with its heading, reachable by its id (the status messages link to them). */
export function BuyerSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className="scroll-mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export const buyerButton =
  "rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

export const quietButton =
  "rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

export const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:outline-3 focus:outline-brand-500";

/**
 * What a form just did (a polite status region), or what went wrong with it (an alert beside the form):
 * either takes the focus when the page opens (autofocus works without JavaScript, as docs/decisions/046
 * does for the advisors), so a screen reader says it and the keyboard goes on from there.
 */
export function StatusMessage({ id, tone, children }: { id: string; tone: "done" | "problem"; children: ReactNode }) {
  const colours = tone === "done" ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-red-50 text-red-900 ring-red-200";
  return (
    <div
      id={id}
      role={tone === "done" ? "status" : "alert"}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the page comes back from a form's post; its answer is where the focus belongs.
      autoFocus
      className={`scroll-mt-4 rounded-xl p-4 font-medium ring-1 focus:outline-3 focus:outline-brand-500 ${colours}`}
    >
      {children}
    </div>
  );
}
