import { HOW_IT_WORKS_STEPS } from "#app/content/landing-sections";
import { useT } from "#app/i18n/i18n-context";
import { OpenModalButton } from "#app/components/open-modal-button";
import { SectionHeading } from "./section-heading";

export function HowItWorks() {
  const t = useT();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-28 bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="how-it-works-title" title={t("landing.how.title")} intro={t("landing.how.intro")} />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS_STEPS.map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{t(step.title)}</h3>
              <p className="mt-2 text-slate-600">{t(step.body)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <OpenModalButton
            section="how-it-works"
            source="how_it_works"
            className="inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700"
          >
            {t("landing.how.cta")}
          </OpenModalButton>
        </div>
      </div>
    </section>
  );
}
