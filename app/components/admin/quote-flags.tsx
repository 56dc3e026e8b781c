import type { QuoteFlag } from "~/domain/quote-rules";
import type { QuoteLineView } from "~/domain/quotes/check-view";
import { formatCents } from "~/domain/quotes/money";

/** The check's flags: each sentence, what is at stake, the line it is about, and its source. */
export function QuoteFlags({ flags, lines }: { flags: QuoteFlag[]; lines: QuoteLineView[] }) {
  if (flags.length === 0) return <p className="mt-2 text-sm text-slate-700">Nothing on this quote stood out against the rules.</p>;
  return (
    <ul aria-label="Flags" className="mt-2 flex flex-col gap-2 text-sm">
      {flags.map((flag, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the flags of one check run, in the rules' order, never reordered.
        <li key={index} className={`rounded-lg p-2 ${flag.severity === "question" ? "bg-amber-50" : "bg-sky-50"}`}>
          <p className="text-slate-900">
            {flag.severity === "info" ? "Reminder: " : ""}
            {flag.sentence}
          </p>
          <p className="mt-0.5 text-xs text-slate-700">
            {flag.linePosition !== null ? `Line ${flag.linePosition + 1} (${lines[flag.linePosition]?.label ?? ""})` : "The whole quote"}
            {flag.amountCents > 0 ? ` · at stake ${formatCents(flag.amountCents)}` : ""} ·{" "}
            <a href={flag.source.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {flag.source.label}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
