import { DEVICE_LABELS, formatMetric, METRIC_LABELS, type SpeedRow } from "#app/domain/admin/site-speed";
import { VITAL_METRICS } from "#app/domain/vitals/metrics";
import { BudgetMark, RatingBadge } from "./speed-marks";

const views = (n: number) => n.toLocaleString("en-US");

/** The 75th percentile of each metric per route and device class, all pages first. */
export function SpeedTable({ rows }: { rows: SpeedRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Page
            </th>
            <th scope="col" className="py-2 pr-3">
              Device
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Views
            </th>
            {VITAL_METRICS.map((metric) => (
              <th key={metric} scope="col" className="py-2 pr-3">
                <abbr title={METRIC_LABELS[metric]} className="no-underline">
                  {metric}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.route ?? ""} ${row.device}`}
              className={row.route === null ? "bg-slate-50 font-medium" : "border-t border-slate-100"}
            >
              <th scope="row" className="py-2 pr-3 font-normal">
                {row.route === null ? <strong>All pages</strong> : <code className="text-xs">{row.route}</code>}
              </th>
              <td className="py-2 pr-3">{DEVICE_LABELS[row.device]}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{views(row.views)}</td>
              {VITAL_METRICS.map((metric) => {
                const cell = row.cells[metric];
                return (
                  <td key={metric} className="py-2 pr-3 align-top">
                    {cell ? (
                      <>
                        <span className="block font-semibold tabular-nums">{formatMetric(metric, cell.p75)}</span>
                        <RatingBadge rating={cell.rating} />
                        <BudgetMark withinBudget={cell.withinBudget} />
                      </>
                    ) : (
                      <span className="text-slate-500">—</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
