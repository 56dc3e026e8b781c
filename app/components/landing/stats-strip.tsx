import { STATS } from "#app/content/landing-sections";
import { formatClaim } from "#app/i18n/claims";
import { useLocale, useT } from "#app/i18n/i18n-context";

export function StatsStrip() {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-label={t("landing.stats.label")} className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 text-center md:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm text-slate-600">{t(stat.label)}</dt>
            <dd className="text-3xl font-extrabold text-brand-700">{formatClaim(locale, stat.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
