import { useT } from "#app/i18n/i18n-context";
import { Island } from "#app/islands/island";
import { useMarketingForms } from "./marketing-forms-context";

export function BottomLeadSection() {
  const { lead } = useMarketingForms();
  const t = useT();
  return (
    <section id="get-started" aria-labelledby="get-started-title" className="bg-brand-50 py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="get-started-title" className="text-center text-3xl font-bold text-brand-900">
          {t("landing.bottom.title")}
        </h2>
        <p className="mt-3 text-center text-slate-700">{t("landing.bottom.intro")}</p>
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-lg sm:p-8">
          <Island kind="bottom-form" props={lead} />
        </div>
      </div>
    </section>
  );
}
