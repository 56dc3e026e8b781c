import { z } from "zod";
import { LEAD_STATUSES, SOURCE_KINDS } from "./lead-status";

export const LEADS_PAGE_SIZE = 50;

const blankAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const yesNo = z.preprocess(blankAsUndefined, z.enum(["yes", "no"]).optional());
const day = z.preprocess(blankAsUndefined, z.iso.date("Use a date as YYYY-MM-DD").optional());

/** The leads list's query string (page, API and CSV export share it). Blank fields mean "any". */
export const leadFiltersSchema = z
  .object({
    q: z.preprocess(blankAsUndefined, z.string().trim().max(100, "Search is at most 100 characters").optional()),
    source: z.preprocess(blankAsUndefined, z.enum(SOURCE_KINDS).optional()),
    status: z.preprocess(blankAsUndefined, z.enum(LEAD_STATUSES).optional()),
    qualified: yesNo,
    ready: yesNo,
    from: day,
    to: day,
    page: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "The start date is after the end date", path: ["to"] });

export type LeadFilters = z.output<typeof leadFiltersSchema>;

export function leadFiltersFrom(params: URLSearchParams) {
  return leadFiltersSchema.safeParse(Object.fromEntries(params));
}

/** The query string of these filters (without the page), for links and the CSV export. */
export function filtersQuery(filters: Partial<LeadFilters>, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ["q", "source", "status", "qualified", "ready", "from", "to"] as const) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
