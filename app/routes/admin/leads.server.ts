import type { RouterContextProvider } from "react-router";
import { leadFiltersFrom } from "~/domain/admin/lead-filters";
import { advisorAgeMinutes, advisorHoursText } from "~/domain/admin/overdue";
import { fieldErrors } from "~/domain/field-errors";
import { listLeads } from "../../../worker/services/admin/lead-list.server";
import { searchWay } from "../../../worker/services/admin/lead-query.server";
import { overdueBox } from "../../../worker/services/admin/overdue.server";
import { quoteFlagCounts } from "../../../worker/services/quotes/check-views.server";
import { advisorOf, envOf } from "./advisor.server";

/** How long a lead has waited since its latest request, in advisor hours. */
const waitedText = (lead: { lastRequestedAt: string | null; createdAt: string }, now: Date) =>
  advisorHoursText(advisorAgeMinutes(new Date(lead.lastRequestedAt ?? lead.createdAt), now));

/** The leads list: one page of the filtered leads, latest activity first, and the overdue box under the same filters. */
export async function leadsPage(request: Request, context: Readonly<RouterContextProvider>, now = new Date()) {
  const env = envOf(context);
  const advisor = advisorOf(context);
  const params = new URL(request.url).searchParams;
  const deleted = params.get("deleted") === "1";
  params.delete("deleted");
  const parsed = leadFiltersFrom(params);
  // Bad filters are shown next to their fields; the list then shows everything rather than nothing.
  const filters = parsed.success ? parsed.data : { page: 1 };
  const way = await searchWay(env, filters);
  const [list, overdue] = await Promise.all([listLeads(env, filters, advisor.id, way), overdueBox(env, filters, advisor.id, way, now)]);
  // Each listed lead's dealer-quote check: the items it found to question (issue 23, item 3).
  const quoteFlags = Object.fromEntries(
    await quoteFlagCounts(
      env,
      list.rows.map((row) => row.id),
    ),
  );
  return {
    ...list,
    rows: list.rows.map((row) => ({ ...row, waited: waitedText(row, now) })),
    quoteFlags,
    filters: parsed.success ? parsed.data : Object.fromEntries(params),
    errors: parsed.success ? {} : fieldErrors(parsed.error),
    deleted,
    overdue: { ...overdue, leads: overdue.leads.map((lead) => ({ ...lead, waited: advisorHoursText(lead.waitedMinutes) })) },
  };
}
