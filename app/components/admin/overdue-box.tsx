import { Link } from "react-router";
import type { LeadListItem } from "#app/domain/admin/lead-views";
import { leadName } from "./leads-table";

type Props = {
  overdue: number;
  dueToday: number;
  /** The longest waiting of the overdue leads, with how long each has waited in advisor hours. */
  leads: (Pick<LeadListItem, "id" | "firstName" | "lastName" | "email" | "assigneeName"> & { waited: string })[];
  /** The list under these filters, new leads only, longest waiting first: the overdue ones come first. */
  allHref: string;
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The overdue box: one line of counts under the list's filters and Mine, opening (a <details>, no
 * JavaScript needed) to the overdue leads, longest waiting first. A search shows no box.
 */
export function OverdueBox({ overdue, dueToday, leads, allHref }: Props) {
  if (overdue === 0 && dueToday === 0) return null;
  return (
    <details className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm">
      <summary className="cursor-pointer font-semibold text-amber-900">
        <span id="overdue-title">
          Overdue now: {overdue.toLocaleString("en-US")} · due today: {dueToday.toLocaleString("en-US")}
        </span>
        <span className="font-normal text-amber-800"> (new leads uncalled after 2 advisor hours)</span>
      </summary>
      {leads.length > 0 ? (
        <ul aria-labelledby="overdue-title" className="mt-2 flex flex-col gap-1">
          {leads.map((lead) => (
            <li key={lead.id}>
              <Link to={`/admin/leads/${lead.id}`} className="font-medium text-amber-900 underline">
                {leadName(lead)}
              </Link>{" "}
              <span className="text-amber-800">
                waiting {lead.waited} of advisor time · {lead.assigneeName ? `assigned to ${lead.assigneeName}` : "not assigned"}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-amber-900">None is overdue yet; {plural(dueToday, "lead falls", "leads fall")} due later today.</p>
      )}
      {overdue > leads.length ? (
        <p className="mt-2">
          <Link to={allHref} className="font-medium text-amber-900 underline">
            Every new lead, longest waiting first
          </Link>
        </p>
      ) : null}
    </details>
  );
}
