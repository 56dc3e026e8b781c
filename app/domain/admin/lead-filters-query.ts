import type { LeadFilters } from "./lead-filters";

export const LEADS_PAGE_SIZE = 50;

/** The query string of these filters (without the page), for links and the CSV export. */
export function filtersQuery(filters: Partial<LeadFilters>, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ["q", "source", "status", "qualified", "ready", "assigned", "language", "from", "to", "view", "sort"] as const) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
