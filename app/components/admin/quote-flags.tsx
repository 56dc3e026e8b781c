import type { QuoteFlag } from "#app/domain/quote-rules";
import type { QuoteLineView } from "#app/domain/quotes/check-view";
import { type FlagCard, flagCards } from "#app/domain/quotes/flag-cards";
import { formatCents } from "#app/domain/quotes/money";

/** Where a card is on the quote, and what is at stake on it: "Line 4 (Nitrogen tire fill) · at stake $199". */
export function cardPlace(card: FlagCard): string {
  const place = card.linePosition !== null ? `Line ${card.linePosition + 1} (${card.lineLabel ?? ""})` : "The whole quote";
  return `${place}${card.atStakeCents > 0 ? ` · at stake ${formatCents(card.atStakeCents)}` : ""}`;
}

/** The check's flags, one card per line: each rule the line trips, its sentence and its source, and the amount at stake once. */
export function QuoteFlags({ flags, lines }: { flags: QuoteFlag[]; lines: QuoteLineView[] }) {
  if (flags.length === 0) return <p className="mt-2 text-sm text-slate-700">Nothing on this quote stood out against the rules.</p>;
  return (
    <ul aria-label="Flags" className="mt-2 flex flex-col gap-2 text-sm">
      {flagCards(flags, lines).map((card) => (
        <li key={card.key} className={`rounded-lg p-2 ${card.severity === "question" ? "bg-amber-50" : "bg-sky-50"}`}>
          <p className="font-semibold text-slate-900">
            {card.severity === "info" ? "Reminder: " : ""}
            {cardPlace(card)}
          </p>
          <ul className="mt-1 flex flex-col gap-1">
            {card.flags.map((flag) => (
              <li key={`${flag.ruleId}-${flag.sentence}`}>
                <span className="font-medium text-slate-900">{flag.ruleTitle}:</span>{" "}
                <span className="text-slate-900">{flag.sentence}</span>{" "}
                <a href={flag.source.url} target="_blank" rel="noreferrer" className="text-xs text-brand-700 underline">
                  {flag.source.label}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
