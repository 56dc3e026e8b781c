import type { RouterContextProvider } from "react-router";
import { formatMinutes } from "~/domain/admin/dashboard";
import { leadFiltersFrom } from "~/domain/admin/lead-filters";
import { fieldErrors } from "~/domain/field-errors";
import { listLeads, overdueLeads } from "../../../worker/services/admin/lead-list.server";
import { quoteFlagCounts } from "../../../worker/services/quotes/check-views.server";
import { advisorOf, envOf } from "./advisor.server";

/** The leads list: one page of the filtered leads, latest activity first, and the overdue box. */
export async function leadsPage(request: Request, context: Readonly<RouterContextProvider>) {
  const env = envOf(context);
  const advisor = advisorOf(context);
  const params = new URL(request.url).searchParams;
  const deleted = params.get("deleted") === "1";
  params.delete("deleted");
  const parsed = leadFiltersFrom(params);
  // Bad filters are shown next to their fields; the list then shows everything rather than nothing.
  const filters = parsed.success ? parsed.data : { page: 1 };
  const [list, overdue] = await Promise.all([listLeads(env, filters, advisor.id), overdueLeads(env)]);
  // Each listed lead's dealer-quote check: the items it found to question (issue 23, item 3).
  const quoteFlags = Object.fromEntries(
    await quoteFlagCounts(
      env,
      list.rows.map((row) => row.id),
    ),
  );
  return {
    ...list,
    quoteFlags,
    filters: parsed.success ? parsed.data : Object.fromEntries(params),
    errors: parsed.success ? {} : fieldErrors(parsed.error),
    deleted,
    overdue: { ...overdue, leads: overdue.leads.map((lead) => ({ ...lead, waited: formatMinutes(lead.waitedMinutes) })) },
  };
}
