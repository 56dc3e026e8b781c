import { CLAIMS } from "#app/domain/constants";
import { useT } from "#app/i18n/i18n-context";
import { Island } from "#app/islands/island";
import { useMarketingForms } from "#app/components/marketing-forms-context";

export function Hero() {
  const t = useT();
  const { makes } = useMarketingForms().lead;
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 text-center sm:pt-20">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{t("landing.hero.kicker")}</p>
        <h1 id="hero-title" className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t("landing.hero.title", { amount: CLAIMS.averageSavings })}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">{t("landing.hero.intro")}</p>
        <div className="mt-8">
          <Island kind="hero-search" props={{ makes }} />
        </div>
      </div>
    </section>
  );
}
