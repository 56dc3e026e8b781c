import { Link, useLocation } from "react-router";
import { PageLiveRegion } from "#app/components/admin/desk-context";
import { LeadFiltersForm } from "#app/components/admin/lead-filters-form";
import { LeadsTable } from "#app/components/admin/leads-table";
import { OverdueBox } from "#app/components/admin/overdue-box";
import { ADMIN_ROBOTS } from "#app/domain/admin/format";
import { filtersQuery } from "#app/domain/admin/lead-filters-query";
import type { Route } from "./+types/leads";
import { leadAction } from "./lead-actions.server";
import { leadsPageAnswer } from "./leads.server";

export const loader = ({ request, context }: Route.LoaderArgs) => leadsPageAnswer(request, context);

export const action = ({ request, context }: Route.ActionArgs) => leadAction(request, context);

export const meta = () => [{ title: "Leads · Advisor desk" }, ADMIN_ROBOTS];

const DELETED = "The lead was deleted, with its dealer quote if it had one. The audit log keeps only dates and the way in.";

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { rows, total, more, page, pages, filters, errors, overdue, deleted, quoteFlags } = loaderData;
  const count = more
    ? `More than ${total.toLocaleString("en-US")} leads · page ${page}`
    : `${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"}${pages > 1 ? ` · page ${page} of ${pages}` : ""}`;
  // The page's one polite live region says how many match after each search or page turn (a new location;
  // a reload for a request the desk brought is not one, and the desk's own sentence is said instead).
  const location = useLocation();
  const found = more
    ? `More than ${total.toLocaleString("en-US")} leads match; this is page ${page}.`
    : `${total.toLocaleString("en-US")} ${total === 1 ? "lead matches" : "leads match"}${
        pages > 1 ? `; this is page ${page} of ${pages}` : ""
      }.`;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Leads</h1>
      <PageLiveRegion done={deleted ? DELETED : found} doneKey={location} />
      {deleted ? <p className="rounded-lg bg-emerald-50 px-4 py-2 text-sm text-emerald-900">{DELETED}</p> : null}
      {overdue ? <OverdueBox {...overdue} allHref={filtersQuery({ ...filters, status: "new", sort: "oldest" })} /> : null}
      <LeadFiltersForm filters={filters} errors={errors} />
      <p className="text-sm text-slate-600">{count}</p>
      {rows.length > 0 ? (
        <LeadsTable
          rows={rows}
          caption={filters.sort === "oldest" ? "Leads, longest waiting first" : "Leads, latest activity first"}
          quoteFlags={quoteFlags}
        />
      ) : (
        <p className="text-slate-700">No lead matches these filters.</p>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex justify-between text-sm">
          {page > 1 ? (
            <Link to={filtersQuery(filters, page - 1) || "?"} className="text-brand-700 underline">
              ← Newer
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link to={filtersQuery(filters, page + 1)} className="text-brand-700 underline">
              Older →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
