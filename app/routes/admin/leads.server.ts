import { data, type RouterContextProvider } from "react-router";
import { leadFiltersFrom, SEARCH_MAX_LENGTH } from "#app/domain/admin/lead-filters";
import { advisorAgeMinutes, advisorHoursText } from "#app/domain/admin/overdue";
import { fieldErrors } from "#app/domain/field-errors";
import { leadsPageData } from "#worker/services/admin/leads-page.server";
import { advisorOf, envOf } from "./advisor.server";

/** How long a lead has waited since its latest request, in advisor hours. */
const waitedText = (lead: { lastRequestedAt: string | null; createdAt: string }, now: Date) =>
  advisorHoursText(advisorAgeMinutes(new Date(lead.lastRequestedAt ?? lead.createdAt), now));

/** The leads list: one page of the filtered leads, latest activity first, and (but for a search) the overdue box under the same filters. */
export async function leadsPage(request: Request, context: Readonly<RouterContextProvider>, now = new Date()) {
  const env = envOf(context);
  const advisor = advisorOf(context);
  const params = new URL(request.url).searchParams;
  const deleted = params.get("deleted") === "1";
  params.delete("deleted");
  const parsed = leadFiltersFrom(params);
  // Bad filters are shown next to their fields; the list then shows everything rather than nothing.
  const filters = parsed.success ? parsed.data : { page: 1 };
  const { overdue, ...list } = await leadsPageData(env, filters, advisor.id, now);
  return {
    ...list,
    rows: list.rows.map((row) => ({ ...row, waited: waitedText(row, now) })),
    // Refused filters come back to their fields as sent, cut to a field's length.
    filters: parsed.success
      ? parsed.data
      : Object.fromEntries([...params].map(([name, value]) => [name, value.slice(0, SEARCH_MAX_LENGTH)])),
    errors: parsed.success ? {} : fieldErrors(parsed.error),
    deleted,
    // The box names each lead and says how long it has waited: only that goes to the page.
    overdue: overdue && {
      ...overdue,
      leads: overdue.leads.map(({ id, firstName, lastName, email, assigneeName, waitedMinutes }) => ({
        id,
        firstName,
        lastName,
        email,
        assigneeName,
        waited: advisorHoursText(waitedMinutes),
      })),
    },
  };
}

/** The leads page's answer: 400 when its filters were refused, with each field's message beside it. */
export async function leadsPageAnswer(request: Request, context: Readonly<RouterContextProvider>) {
  const page = await leadsPage(request, context);
  return data(page, { status: Object.keys(page.errors).length > 0 ? 400 : 200 });
}
