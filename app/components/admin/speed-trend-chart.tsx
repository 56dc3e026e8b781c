import { formatMetric, METRIC_LABELS, RATING_LABELS, type TrendMetric, type TrendPoint } from "#app/domain/admin/site-speed";
import { GOOGLE_THRESHOLDS, ratingOf } from "#app/domain/vitals/metrics";
import { RATING_FILLS } from "./speed-marks";

const HEIGHT = 120;

/**
 * One metric's 75th percentile per UTC day as bars in its rating's colour, with Google's two thresholds
 * as dashed lines (drawn on the server, no script); the same figures follow as a table with the ratings in words.
 */
export function SpeedTrendChart({ trend, metric }: { trend: TrendPoint[]; metric: TrendMetric }) {
  const { good, poor } = GOOGLE_THRESHOLDS[metric];
  const values = trend.map((point) => point[metric]);
  const top = Math.max(poor * 1.25, ...values.map((value) => value ?? 0));
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const barWidth = 100 / trend.length;
  const highest = Math.max(0, ...values.map((value) => value ?? 0));
  return (
    <figure>
      <figcaption className="font-medium text-slate-900">
        {metric}: {METRIC_LABELS[metric]}
      </figcaption>
      <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" className="mt-2 h-32 w-full bg-slate-50" aria-hidden="true">
        {trend.map((point, i) => {
          const value = point[metric];
          return value === null ? null : (
            <rect
              key={point.day}
              x={i * barWidth + barWidth * 0.15}
              width={barWidth * 0.7}
              y={y(value)}
              height={HEIGHT - y(value)}
              fill={RATING_FILLS[ratingOf(metric, value)]}
            />
          );
        })}
        {[good, poor].map((threshold) => (
          <line
            key={threshold}
            x1={0}
            x2={100}
            y1={y(threshold)}
            y2={y(threshold)}
            stroke="#334155"
            strokeDasharray="2 2"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <p className="mt-1 text-xs text-slate-700">
        {trend[0]?.day} to {trend.at(-1)?.day} (UTC days), highest {highest > 0 ? formatMetric(metric, highest) : "—"}. Dashed lines: good
        up to {formatMetric(metric, good)}, poor past {formatMetric(metric, poor)}.
      </p>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-brand-700">{metric} by day</summary>
        <table className="mt-2 text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-4">
                Day
              </th>
              <th scope="col" className="pr-4">
                75th percentile
              </th>
              <th scope="col">Rating</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((point) => {
              const value = point[metric];
              return (
                <tr key={point.day}>
                  <th scope="row" className="pr-4 font-normal">
                    {point.day}
                  </th>
                  <td className="pr-4">{value === null ? "—" : formatMetric(metric, value)}</td>
                  <td>{value === null ? "" : RATING_LABELS[ratingOf(metric, value)]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
