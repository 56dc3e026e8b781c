import type { QuoteFlagCount } from "#app/domain/quotes/check-view";

const FLAGGED = "bg-red-100 text-red-900";
const UNCHECKED = "bg-amber-100 text-amber-950";
const QUIET = "bg-slate-100 text-slate-800";

const badge = "mt-0.5 mr-1 inline-block rounded-full px-2 text-xs font-semibold";

/**
 * The leads list's marks for a lead with a dealer quote: the items its check found, and a quote that
 * was not checked (unreadable, failed, or not a quote) said as such, never as nothing to question.
 */
export function QuoteFlagCountBadge({ count }: { count: QuoteFlagCount | undefined }) {
  if (!count) return null;
  const marks: { text: string; look: string }[] = [];
  if (count.flags > 0) marks.push({ text: `Quote: ${count.flags} ${count.flags === 1 ? "item" : "items"} to question`, look: FLAGGED });
  if (count.unread) marks.push({ text: "Quote not read — check by hand", look: UNCHECKED });
  if (count.notQuote) marks.push({ text: "Not a dealer quote — check by hand", look: UNCHECKED });
  if (count.reading && marks.length === 0) marks.push({ text: "Quote being read", look: QUIET });
  if (marks.length === 0) marks.push({ text: "Quote: 0 items to question", look: QUIET });
  return (
    <p>
      {marks.map((mark) => (
        <span key={mark.text} className={`${badge} ${mark.look}`}>
          {mark.text}
        </span>
      ))}
    </p>
  );
}
