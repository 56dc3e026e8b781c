import { Suspense } from "react";
import { Await } from "react-router";
import { DEAL_LIMITS, type RecentDealsData } from "#app/domain/deals";
import { useT } from "#app/i18n/i18n-context";
import { Island } from "#app/islands/island";
import { SectionFrame } from "./recent-deals-list";

/**
 * SPEC §4: streamed in after the page. The loaded section is an island, sent the deals it can show (decision
 * record 048).
 */
export function RecentDeals({ data }: { data: Promise<RecentDealsData> }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <SectionFrame loading>
          <p className="mt-8 text-center text-slate-600" role="status">
            {t("deals.loading")}
          </p>
        </SectionFrame>
      }
    >
      <Await
        resolve={data}
        errorElement={
          <p className="mx-auto max-w-6xl px-4 py-10 text-center text-red-700" role="alert">
            {t("deals.failed")}
          </p>
        }
      >
        {({ deals, stats }) => <Island kind="recent-deals" props={{ data: { deals: deals.slice(0, DEAL_LIMITS.maxShown), stats } }} />}
      </Await>
    </Suspense>
  );
}
