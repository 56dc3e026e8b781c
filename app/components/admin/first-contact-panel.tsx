import type { FirstContact } from "#app/domain/admin/first-contact";
import { DASHBOARD_DAYS } from "#app/domain/admin/dashboard";
import { advisorHoursText } from "#app/domain/admin/overdue";
import { CALLBACK_CLAIMS } from "#app/domain/constants";
import { panel } from "./admin-styles";

const n = (value: number) => value.toLocaleString("en-US");
const wait = (minutes: number | null) => (minutes === null ? "—" : advisorHoursText(minutes));
const th = "px-2 py-1 text-left font-medium";
const td = "px-2 py-1";

/**
 * The first contact (the live desk's measure): how long requests waited for their first call, in advisor
 * hours, per advisor who made it and per day, and how many waited past the promise of a call within 1-2
 * hours; the last 30 days.
 */
export function FirstContactPanel({ total, days, advisors }: FirstContact) {
  return (
    <section aria-labelledby="first-contact-title" className={panel}>
      <h2 id="first-contact-title" className="font-semibold text-slate-900">
        First contact: from a request to its first call
      </h2>
      <p className="text-sm text-slate-600">
        Requests for a call in the last {DASHBOARD_DAYS} days, timed in advisor hours (only time inside the shifts counts). We promise a
        call within {CALLBACK_CLAIMS.forms}: a request is past the promise after 2 advisor hours without one.
      </p>
      <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
        <li>
          <span className="block text-2xl font-bold text-brand-900">{wait(total.medianMinutes)}</span>
          median wait for a first call ({n(total.called)} of {n(total.requests)} requests called)
        </li>
        <li>
          <span className="block text-2xl font-bold text-brand-900">{n(total.pastPromise)}</span>
          waited past the promise
        </li>
        <li>
          <span className="block text-2xl font-bold text-brand-900">{n(total.waiting)}</span>
          not called yet
        </li>
      </ul>
      {advisors.length > 0 ? (
        <WaitTable
          className="mt-4 w-full text-sm"
          caption="By advisor who made the first call"
          columns={["Advisor", "First calls", "Median wait", "Past the promise"]}
          rows={advisors.map((advisor) => ({
            key: advisor.advisorId,
            head: advisor.name,
            cells: [n(advisor.calls), wait(advisor.medianMinutes), n(advisor.pastPromise)],
          }))}
        />
      ) : null}
      {days.length > 0 ? (
        // A month of days scrolls here; with nothing focusable inside, the region takes the keyboard's focus itself.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard.
        <div className="mt-4 max-h-96 overflow-y-auto" role="region" aria-labelledby="first-contact-days" tabIndex={0}>
          <WaitTable
            className="w-full text-sm"
            captionId="first-contact-days"
            caption="By day of the request (Pacific), newest first"
            columns={["Day", "Requests", "Median wait", "Past the promise", "Not called yet"]}
            rows={days.map((day) => ({
              key: day.day,
              head: day.day,
              cells: [n(day.requests), wait(day.medianMinutes), n(day.pastPromise), n(day.waiting)],
            }))}
          />
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No request for a call in the last {DASHBOARD_DAYS} days.</p>
      )}
    </section>
  );
}

type WaitTableProps = {
  className: string;
  caption: string;
  /** For a region the table scrolls in, which takes its name from the caption. */
  captionId?: string;
  /** The row headings' column first, then one per cell, in the order of each row's cells. */
  columns: string[];
  rows: { key: string | number; head: string; cells: string[] }[];
};

/** One breakdown of the first contact: a row per day or advisor, named by its first cell. */
function WaitTable({ className, caption, captionId, columns, rows }: WaitTableProps) {
  return (
    <table className={className}>
      <caption id={captionId} className="text-left font-medium text-slate-800">
        {caption}
      </caption>
      <thead className="bg-slate-100 text-xs uppercase text-slate-600">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={th}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${td} text-left font-normal`}>
              {row.head}
            </th>
            {columns.slice(1).map((column, index) => (
              <td key={column} className={td}>
                {row.cells[index]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
