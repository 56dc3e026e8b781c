import type { QuoteFlagCount } from "~/domain/quotes/check-view";

const FLAGGED = "bg-red-100 text-red-900";
const QUIET = "bg-slate-100 text-slate-800";

/** The leads list's mark for a lead with a dealer quote (issue 23, item 3): the items its check found, or that it is being read. */
export function QuoteFlagCountBadge({ count }: { count: QuoteFlagCount | undefined }) {
  if (!count) return null;
  const text =
    count.reading && count.flags === 0 ? "Quote being read" : `Quote: ${count.flags} ${count.flags === 1 ? "item" : "items"} to question`;
  return <p className={`mt-0.5 inline-block rounded-full px-2 text-xs font-semibold ${count.flags > 0 ? FLAGGED : QUIET}`}>{text}</p>;
}
