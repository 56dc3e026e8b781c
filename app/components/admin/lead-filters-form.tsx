import { Form } from "react-router";
import { ASSIGNED_FILTER_LABELS, ASSIGNED_FILTERS } from "#app/domain/admin/advisor";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { filtersQuery } from "#app/domain/admin/lead-filters-query";
import { LEAD_SORT_LABELS, LEAD_SORTS } from "#app/domain/admin/lead-sort";
import { LANGUAGE_NAMES, LEAD_LANGUAGES } from "#app/domain/lead-language";
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  NO_PHONE_VIEW_LABELS,
  NO_PHONE_VIEWS,
  SOURCE_KIND_LABELS,
  SOURCE_KINDS,
} from "#app/domain/admin/lead-status";

// On a phone a select fills its column; from sm up each control is as wide as its longest choice, so
// none is cut ("Latest activity first", a date's "mm/dd/yyyy").
const control = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";
const field = `${control} sm:w-auto`;
const labelClass = "block text-xs font-medium text-slate-700";
const foldButton =
  "inline-block cursor-pointer rounded-full border border-brand-600 px-3 py-1 text-sm font-medium text-brand-700 sm:hidden";

type Props = { filters: Partial<LeadFilters>; errors: Record<string, string> };

const FILTER_NAMES = ["source", "status", "qualified", "ready", "assigned", "language", "view", "from", "to"] as const;

/**
 * Search and filters as a GET form: every state of the list is a URL an advisor can share. On a phone
 * the filters fold behind one button (a <details>, so it works without JavaScript) under the search
 * field, and the list starts on the first screen; from sm up they are always shown, in a bar that wraps.
 */
export function LeadFiltersForm({ filters, errors }: Props) {
  const set = FILTER_NAMES.filter((name) => filters[name]).length;
  const select = (
    name: "source" | "status" | "qualified" | "ready" | "assigned" | "language" | "view" | "sort",
    label: string,
    options: [string, string][],
    className = "",
  ) => (
    <div className={className}>
      <label htmlFor={`f-${name}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`f-${name}`}
        name={name}
        defaultValue={filters[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `f-${name}-error` : undefined}
        className={field}
      >
        {name === "sort" ? null : <option value="">Any</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {errors[name] ? (
        <p id={`f-${name}-error`} className="mt-1 text-xs text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const yesNo: [string, string][] = [
    ["yes", "Yes"],
    ["no", "No"],
  ];
  return (
    <Form method="get" className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="sm:max-w-md">
        <label htmlFor="f-q" className={labelClass}>
          Search name, email or phone
        </label>
        <input
          id="f-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          aria-invalid={errors.q ? true : undefined}
          aria-describedby={errors.q ? "f-q-error f-q-hint" : "f-q-hint"}
          className={control}
        />
        {errors.q ? (
          <p id="f-q-error" className="mt-1 text-xs text-red-700">
            {errors.q}
          </p>
        ) : null}
        <p id="f-q-hint" className="mt-1 text-xs text-slate-500">
          Notes too; accents and case do not matter. A phone number matches from its area code or by its last seven digits.
        </p>
      </div>
      {/* Keyed by the filters: once applied, the list shows folded again (open while a date needs fixing). */}
      <details
        key={filtersQuery(filters)}
        open={Object.keys(errors).length > 0}
        className="sm:details-content:contents sm:details-content:[content-visibility:visible]"
      >
        <summary className={foldButton}>Filters and order{set > 0 ? ` (${set} set)` : ""}</summary>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:mt-0 sm:flex sm:flex-wrap sm:items-start">
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
            "col-span-2",
          )}
          {select(
            "sort",
            "Order",
            LEAD_SORTS.map((s) => [s, LEAD_SORT_LABELS[s]]),
            "col-span-2",
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
        </div>
      </details>
      <div className="flex items-end gap-3">
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
