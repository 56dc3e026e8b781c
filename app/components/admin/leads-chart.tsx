import { totalOf, type DayCounts } from "#app/domain/admin/dashboard";
import { SOURCE_KIND_LABELS, SOURCE_KINDS } from "#app/domain/admin/lead-status";

const COLORS = { form: "#174bb0", chat: "#0f9d76", newsletter: "#d97706" } as const;
const HEIGHT = 160;

/** Leads per day, stacked by way in, as an SVG; the same figures follow as a table for screen readers. */
export function LeadsChart({ days }: { days: DayCounts[] }) {
  const max = Math.max(1, ...days.map(totalOf));
  const barWidth = 100 / days.length;
  return (
    <figure>
      <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" className="h-40 w-full" aria-hidden="true">
        {days.map((d, i) => {
          let y = HEIGHT;
          return SOURCE_KINDS.map((kind) => {
            const h = (d[kind] / max) * (HEIGHT - 4);
            y -= h;
            return h > 0 ? (
              <rect
                key={`${d.day}-${kind}`}
                x={i * barWidth + barWidth * 0.15}
                width={barWidth * 0.7}
                y={y}
                height={h}
                fill={COLORS[kind]}
              />
            ) : null;
          });
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700">
        <span>
          {days[0]?.day} to {days.at(-1)?.day} (Pacific), busiest day {max}
        </span>
        {SOURCE_KINDS.map((kind) => (
          <span key={kind} className="inline-flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: COLORS[kind] }} aria-hidden="true" />
            {SOURCE_KIND_LABELS[kind]}
          </span>
        ))}
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">Figures by day</summary>
        <table className="mt-2 text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-4">
                Day
              </th>
              {SOURCE_KINDS.map((kind) => (
                <th key={kind} scope="col" className="pr-4">
                  {SOURCE_KIND_LABELS[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row" className="pr-4 font-normal">
                  {d.day}
                </th>
                {SOURCE_KINDS.map((kind) => (
                  <td key={kind} className="pr-4">
                    {d[kind]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
