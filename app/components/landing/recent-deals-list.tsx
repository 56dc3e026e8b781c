import { useState } from "react";
import { DEAL_LIMITS, formatSavingsTotal, type RecentDealsData } from "#app/domain/deals";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { DealCardView } from "./deal-card";
import { SectionHeading } from "./section-heading";

/**
 * The section around the deals. The loading frame and the loaded one are both in the streamed HTML (the
 * loaded one arrives hidden and replaces the other), so only the loaded one carries the section's ids.
 */
export function SectionFrame({ children, heading, loading = false }: { children: React.ReactNode; heading?: string; loading?: boolean }) {
  const t = useT();
  const id = loading ? "recent-deals-loading" : "recent-deals";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28 bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id={`${id}-title`} title={heading ?? t("deals.heading")} intro={t("deals.intro")} />
        {children}
      </div>
    </section>
  );
}

/** SPEC §4: 6 cards, Load More by 6 up to 24, then the message. An island of the V2 pages (decision record 048). */
export function RecentDealsList({ data }: { data: RecentDealsData }) {
  const t = useT();
  const locale = useLocale();
  const [shown, setShown] = useState<number>(DEAL_LIMITS.firstPage);
  const visible = data.deals.slice(0, shown);
  const more = shown < data.deals.length && shown < DEAL_LIMITS.maxShown;
  const heading = t("deals.headingLoaded", { count: data.stats.count, total: formatSavingsTotal(data.stats.total, locale) });
  return (
    <SectionFrame heading={heading}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((deal) => (
          <li key={deal.id}>
            <DealCardView deal={deal} />
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        {more ? (
          <button
            type="button"
            onClick={() => setShown((n) => Math.min(n + DEAL_LIMITS.pageStep, DEAL_LIMITS.maxShown))}
            className="rounded-lg border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("deals.loadMore")}
          </button>
        ) : shown >= DEAL_LIMITS.maxShown ? (
          <p className="text-slate-700">{t("deals.maxShown")}</p>
        ) : null}
      </div>
    </SectionFrame>
  );
}
