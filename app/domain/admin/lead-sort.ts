/** The leads list's orders: latest activity first, or the longest waiting first. */
export const LEAD_SORTS = ["latest", "oldest"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const LEAD_SORT_LABELS: Record<LeadSort, string> = { latest: "Latest activity first", oldest: "Longest waiting first" };
