import { FAQ_VALUES, FAQS } from "#app/content/landing-sections";
import { formatClaim } from "#app/i18n/claims";
import { formatDollars } from "#app/i18n/dollars";
import { useLocale, useT } from "#app/i18n/i18n-context";
import type { Locale } from "#app/i18n/locale";
import type { Translate } from "#app/domain/message";
import { OpenModalButton } from "#app/components/open-modal-button";
import { SectionHeading } from "./section-heading";

/**
 * Ten questions, one open at a time (SPEC §2): an exclusive accordion of native <details name="faq">,
 * which works by keyboard and without JavaScript.
 */
export function Faq() {
  const t = useT();
  const answer = faqAnswer(t, useLocale());
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-28 bg-white py-16">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading id="faq-title" title={t("landing.faq.title")} />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {FAQS.map((faq) => (
            <details key={faq.question} name="faq" className="group">
              <summary className={summaryClass}>
                {t(faq.question)}
                <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45 motion-reduce:transition-none">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 text-slate-700">
                {answer(faq.answer)}
                {faq.getStartedLink ? (
                  <>
                    {" "}
                    <OpenModalButton section="faq" source="faq" className="font-semibold text-brand-700 underline">
                      {t("landing.faq.getStarted")}
                    </OpenModalButton>
                  </>
                ) : null}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

/** An answer with its figures, the prices formatted in the page's language. */
function faqAnswer(t: Translate, locale: Locale) {
  const values = {
    ...FAQ_VALUES,
    total: formatClaim(locale, FAQ_VALUES.total, "sentence"),
    fullService: formatDollars(locale, FAQ_VALUES.fullService),
    whiteGlove: formatDollars(locale, FAQ_VALUES.whiteGlove),
  };
  return (key: (typeof FAQS)[number]["answer"]) => t(key, values);
}

/** FAQPage structured data for search engines, in the page's language. */
export function faqJsonLd(t: Translate, locale: Locale) {
  const answer = faqAnswer(t, locale);
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale,
    mainEntity: FAQS.map((faq) => ({
      "@type": "Question",
      name: t(faq.question),
      acceptedAnswer: { "@type": "Answer", text: answer(faq.answer) },
    })),
  };
}

const summaryClass =
  "flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-brand-900 hover:bg-slate-50 " +
  "[&::-webkit-details-marker]:hidden";
