import { z } from "zod";
import { ASSIGNED_FILTERS } from "./advisor";
import { LEAD_LANGUAGES } from "#app/domain/lead-language";
import { LEAD_SORTS } from "./lead-sort";
import { LEAD_STATUSES, NO_PHONE_VIEWS, SOURCE_KINDS } from "./lead-status";

// The schema stays out of the browser bundle: pages import the query helpers from lead-filters-query.ts.

const blankAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const yesNo = z.preprocess(blankAsUndefined, z.enum(["yes", "no"]).optional());
const day = z.preprocess(blankAsUndefined, z.iso.date("Use a date as YYYY-MM-DD").optional());

export const SEARCH_MAX_LENGTH = 100;
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** The leads list's query string (page, API and CSV export share it). Blank fields mean "any". */
export const leadFiltersSchema = z
  .object({
    q: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .trim()
        .max(SEARCH_MAX_LENGTH, `Search is at most ${SEARCH_MAX_LENGTH} characters`)
        // Nobody types a control character into a search; a NUL byte ended the full-text query's string early.
        .regex(NO_CONTROL_CHARACTERS, "Search cannot contain control characters (a tab, a line break, a NUL byte)")
        .optional(),
    ),
    source: z.preprocess(blankAsUndefined, z.enum(SOURCE_KINDS).optional()),
    status: z.preprocess(blankAsUndefined, z.enum(LEAD_STATUSES).optional()),
    qualified: yesNo,
    ready: yesNo,
    assigned: z.preprocess(blankAsUndefined, z.enum(ASSIGNED_FILTERS).optional()),
    from: day,
    to: day,
    view: z.preprocess(blankAsUndefined, z.enum(NO_PHONE_VIEWS).optional()),
    // The language the visitor asked in.
    language: z.preprocess(blankAsUndefined, z.enum(LEAD_LANGUAGES).optional()),
    // The list's order: latest activity (the default) or the longest waiting first.
    sort: z.preprocess(blankAsUndefined, z.enum(LEAD_SORTS).optional()),
    page: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "The start date is after the end date", path: ["to"] });

export type LeadFilters = z.output<typeof leadFiltersSchema>;

export function leadFiltersFrom(params: URLSearchParams) {
  return leadFiltersSchema.safeParse(Object.fromEntries(params));
}
