import { ADMIN_ROBOTS } from "~/domain/admin/format";
import { Link } from "react-router";
import { LeadFiltersForm } from "~/components/admin/lead-filters-form";
import { LeadsTable } from "~/components/admin/leads-table";
import { formatMinutes } from "~/domain/admin/dashboard";
import { leadFiltersFrom } from "~/domain/admin/lead-filters";
import { filtersQuery } from "~/domain/admin/lead-filters-query";
import { fieldErrors } from "~/domain/field-errors";
import { listLeads, overdueLeads } from "../../../worker/services/admin-leads.server";
import type { Route } from "./+types/leads";
import { envOf, leadAction } from "./advisor.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = envOf(context);
  const params = new URL(request.url).searchParams;
  const deleted = params.get("deleted") === "1";
  params.delete("deleted");
  const parsed = leadFiltersFrom(params);
  // Bad filters are shown next to their fields; the list then shows everything rather than nothing.
  const filters = parsed.success ? parsed.data : { page: 1 };
  const [list, overdue] = await Promise.all([listLeads(env, filters), overdueLeads(env)]);
  return {
    ...list,
    filters: parsed.success ? parsed.data : Object.fromEntries(params),
    errors: parsed.success ? {} : fieldErrors(parsed.error),
    deleted,
    overdue: { ...overdue, leads: overdue.leads.map((lead) => ({ ...lead, waited: formatMinutes(lead.waitedMinutes) })) },
  };
}

export const action = ({ request, context }: Route.ActionArgs) => leadAction(request, context);

export const meta = () => [{ title: "Leads · Advisor desk" }, ADMIN_ROBOTS];

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, filters, errors, overdue, deleted } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Leads</h1>
      {deleted ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
          The lead was deleted, with its dealer quote if it had one. The audit log keeps only dates and the way in.
        </p>
      ) : null}
      {overdue.count > 0 ? (
        <section aria-labelledby="overdue-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <h2 id="overdue-title" className="font-semibold text-amber-900">
            Overdue: {overdue.count}
            {overdue.capped ? "+" : ""} {overdue.count === 1 ? "lead has" : "leads have"} waited over 2 advisor hours
          </h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {overdue.leads.map((lead) => (
              <li key={lead.id}>
                <Link to={`/admin/leads/${lead.id}`} className="font-medium text-amber-900 underline">
                  {[lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.email}
                </Link>{" "}
                <span className="text-amber-800">waiting {lead.waited} of advisor time</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <LeadFiltersForm filters={filters} errors={errors} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {total.toLocaleString("en-US")} {total === 1 ? "lead" : "leads"}
        {pages > 1 ? ` · page ${page} of ${pages}` : ""}
      </p>
      {rows.length > 0 ? <LeadsTable rows={rows} caption="Leads, newest first" /> : <p className="text-slate-700">No lead matches these filters.</p>}
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
