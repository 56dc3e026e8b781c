import { Link } from "react-router";
import { SpeedTable } from "#app/components/admin/speed-table";
import { SpeedTrendChart } from "#app/components/admin/speed-trend-chart";
import { panel } from "#app/components/admin/admin-styles";
import { ADMIN_ROBOTS } from "#app/domain/admin/format";
import { formatMetric, SPEED_WINDOWS, TREND_METRICS } from "#app/domain/admin/site-speed";
import { budgetOf } from "#app/domain/vitals/budgets";
import { GOOGLE_THRESHOLDS, VITAL_METRICS } from "#app/domain/vitals/metrics";
import type { Route } from "./+types/speed";
import { speedPage } from "./speed.server";

export const loader = ({ request, context }: Route.LoaderArgs) => speedPage(request, context);

export const meta = () => [{ title: "Site speed · Advisor desk" }, ADMIN_ROBOTS];

const thresholds = VITAL_METRICS.map((metric) => {
  const { good, poor } = GOOGLE_THRESHOLDS[metric];
  return `${metric} ${formatMetric(metric, good)} / ${formatMetric(metric, poor)}`;
}).join(", ");

const budgets = VITAL_METRICS.flatMap((metric) => {
  const budget = budgetOf(metric);
  return budget === undefined ? [] : [`${metric} ${formatMetric(metric, budget)}`];
}).join(", ");

/** Real visitors' Web Vitals against Google's thresholds and our budgets (docs/decisions/050-web-vitals-in-the-field.md). */
export default function SiteSpeed({ loaderData }: Route.ComponentProps) {
  const { window, rows, trend, worstTargets } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Site speed</h1>
      <p className="max-w-3xl text-sm text-slate-700">
        How fast the pages are for real visitors: each page view reports its Web Vitals when the visitor leaves it (no cookie, no id; none
        when the browser sends Do Not Track or Global Privacy Control). Each figure is the 75th percentile, the value three views in four
        are at or under, as Google ranks pages.
      </p>
      <p className="max-w-3xl text-sm text-slate-700">
        Ratings by Google&apos;s thresholds, good up to / poor past: {thresholds}. Our own budgets: {budgets}.
      </p>
      <nav aria-label="Period" className="flex gap-2">
        {SPEED_WINDOWS.map((days) => (
          <Link
            key={days}
            to={`?days=${days}`}
            aria-current={days === window ? "page" : undefined}
            className={`rounded-full px-3 py-1.5 text-sm font-medium ${
              days === window ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100"
            }`}
          >
            Last {days} days
          </Link>
        ))}
      </nav>
      <section aria-labelledby="by-page-title" className={panel}>
        <h2 id="by-page-title" className="mb-3 font-semibold text-slate-900">
          By page and device, last {window} days
        </h2>
        {rows.length > 0 ? (
          <SpeedTable rows={rows} />
        ) : (
          <p className="text-sm text-slate-700">No page view has reported in the last {window} days.</p>
        )}
      </section>
      <section aria-labelledby="trend-title" className={panel}>
        <h2 id="trend-title" className="mb-3 font-semibold text-slate-900">
          75th percentile by day, all pages
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {TREND_METRICS.map((metric) => (
            <SpeedTrendChart key={metric} trend={trend} metric={metric} />
          ))}
        </div>
      </section>
      <section aria-labelledby="targets-title" className={panel}>
        <h2 id="targets-title" className="font-semibold text-slate-900">
          Worst INP targets, last {window} days
        </h2>
        <p className="text-sm text-slate-600">
          The elements visitors tapped, clicked or typed in for each page view&apos;s slowest interaction (its tag, id and classes), those
          with the most poor interactions (over {formatMetric("INP", GOOGLE_THRESHOLDS.INP.poor)}) first.
        </p>
        {worstTargets.length > 0 ? (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Element
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Page
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Poor
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Views
                  </th>
                </tr>
              </thead>
              <tbody>
                {worstTargets.map((target) => (
                  <tr key={`${target.route} ${target.selector}`} className="border-t border-slate-100">
                    <th scope="row" className="py-2 pr-3 font-normal">
                      <code className="text-xs break-all">{target.selector}</code>
                    </th>
                    <td className="py-2 pr-3">
                      <code className="text-xs">{target.route}</code>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{target.poor}</td>
                    <td className="py-2 text-right tabular-nums">{target.views}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-700">No interaction has reported in the last {window} days.</p>
        )}
      </section>
    </div>
  );
}
