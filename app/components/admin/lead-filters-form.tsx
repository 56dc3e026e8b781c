import { Form } from "react-router";
import { ASSIGNED_FILTER_LABELS, ASSIGNED_FILTERS } from "~/domain/admin/advisor";
import type { LeadFilters } from "~/domain/admin/lead-filters";
import { filtersQuery } from "~/domain/admin/lead-filters-query";
import { LEAD_SORT_LABELS, LEAD_SORTS } from "~/domain/admin/lead-sort";
import { LANGUAGE_NAMES, LEAD_LANGUAGES } from "~/domain/lead-language";
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  NO_PHONE_VIEW_LABELS,
  NO_PHONE_VIEWS,
  SOURCE_KIND_LABELS,
  SOURCE_KINDS,
} from "~/domain/admin/lead-status";

const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";
const labelClass = "block text-xs font-medium text-slate-700";

type Props = { filters: Partial<LeadFilters>; errors: Record<string, string> };

/** Search and filters as a GET form: every state of the list is a URL an advisor can share. */
export function LeadFiltersForm({ filters, errors }: Props) {
  const select = (
    name: "source" | "status" | "qualified" | "ready" | "assigned" | "language" | "view" | "sort",
    label: string,
    options: [string, string][],
  ) => (
    <div>
      <label htmlFor={`f-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`f-${name}`} name={name} defaultValue={filters[name] ?? ""} className={field}>
        {name === "sort" ? null : <option value="">Any</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const yesNo: [string, string][] = [
    ["yes", "Yes"],
    ["no", "No"],
  ];
  return (
    <Form method="get" className="grid grid-cols-2 gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-4 lg:grid-cols-11">
      <div className="col-span-2">
        <label htmlFor="f-q" className={labelClass}>
          Search name, email or phone
        </label>
        <input id="f-q" name="q" type="search" defaultValue={filters.q ?? ""} aria-describedby="f-q-hint" className={field} />
        <p id="f-q-hint" className="mt-1 text-xs text-slate-500">
          Notes too; accents and case do not matter. A phone number matches from its area code or by its last seven digits.
        </p>
      </div>
      {select(
        "source",
        "Source",
        SOURCE_KINDS.map((k) => [k, SOURCE_KIND_LABELS[k]]),
      )}
      {select(
        "status",
        "Status",
        LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]]),
      )}
      {select("qualified", "Qualified", yesNo)}
      {select("ready", "Ready to talk", yesNo)}
      {select(
        "assigned",
        "Assigned",
        ASSIGNED_FILTERS.map((a) => [a, ASSIGNED_FILTER_LABELS[a]]),
      )}
      {select(
        "language",
        "Language",
        LEAD_LANGUAGES.map((l) => [l, LANGUAGE_NAMES[l]]),
      )}
      {select(
        "view",
        "No phone",
        NO_PHONE_VIEWS.map((v) => [v, NO_PHONE_VIEW_LABELS[v]]),
      )}
      {select(
        "sort",
        "Order",
        LEAD_SORTS.map((s) => [s, LEAD_SORT_LABELS[s]]),
      )}
      {(["from", "to"] as const).map((name) => (
        <div key={name}>
          <label htmlFor={`f-${name}`} className={labelClass}>
            {name === "from" ? "From" : "To"}
          </label>
          <input
            id={`f-${name}`}
            name={name}
            type="date"
            defaultValue={filters[name] ?? ""}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `f-${name}-error` : undefined}
            className={field}
          />
          {errors[name] ? (
            <p id={`f-${name}-error`} className="mt-1 text-xs text-red-700">
              {errors[name]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="col-span-2 flex items-end gap-3 sm:col-span-4 lg:col-span-11">
        <button type="submit" className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
          Apply
        </button>
        <a href="/admin" className="text-sm text-slate-700 underline">
          Clear
        </a>
        <a href={`/admin/api/leads.csv${filtersQuery(filters)}`} className="ml-auto text-sm font-medium text-brand-700 underline" download>
          Export CSV
        </a>
        <a href={`/admin/api/leads-technical.csv${filtersQuery(filters)}`} className="text-sm text-brand-700 underline" download>
          Technical CSV
        </a>
      </div>
    </Form>
  );
}
