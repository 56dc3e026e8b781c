import type { QuoteCheckView } from "#app/domain/quotes/check-view";
import { flagCards } from "#app/domain/quotes/flag-cards";
import { formatCents } from "#app/domain/quotes/money";
import { panel } from "./admin-styles";

/**
 * The quote check beside the call buttons: for each of the lead's quotes, what to raise with the buyer
 * (one line per flagged line of the quote, naming its rules, the amount at stake once) and the sum worth
 * questioning, or that the quote is being read, was not read, or is not a quote. The Quote check panel
 * further down has the lines, the sentences and the sources.
 */
export function QuoteGlance({ checks }: { checks: QuoteCheckView[] }) {
  if (checks.length === 0) return null;
  return (
    <section aria-labelledby="quote-glance-title" className={panel}>
      <h2 id="quote-glance-title" className="font-semibold text-slate-900">
        Dealer quote: what to raise
      </h2>
      {checks.map((check) => (
        <div key={check.id} className="mt-2 text-sm">
          {checks.length > 1 ? (
            <p className="text-xs text-slate-600">{check.source === "chat" ? "From the chat" : "Uploaded by an advisor"}</p>
          ) : null}
          <GlanceOf check={check} />
        </div>
      ))}
      <p className="mt-2 text-sm">
        <a href="#quote-check" className="text-brand-700 underline">
          The lines, the rules and their sources
        </a>
      </p>
    </section>
  );
}

function GlanceOf({ check }: { check: QuoteCheckView }) {
  switch (check.status) {
    case "queued":
      return <p className="text-slate-700">Being read…</p>;
    case "unreadable":
      return <p className="font-semibold text-amber-900">Quote not read — check by hand ({check.reason}).</p>;
    case "not-quote":
      return <p className="font-semibold text-amber-900">Not a dealer quote — check by hand.</p>;
    case "read":
      break;
  }
  const cards = flagCards(check.flags, check.lines);
  if (cards.length === 0) return <p className="text-slate-700">Nothing on it stood out against the rules.</p>;
  return (
    <>
      <ul aria-label="Flags to raise" className="flex flex-col gap-1">
        {cards.map((card) => (
          <li key={card.key} className={`rounded-md px-2 py-1 ${card.severity === "question" ? "bg-amber-50" : "bg-sky-50"}`}>
            <span className="font-semibold text-slate-900">
              {card.lineLabel ?? (card.severity === "info" ? "Reminder" : "The whole quote")}
            </span>
            {card.atStakeCents > 0 ? <span className="text-slate-900"> · at stake {formatCents(card.atStakeCents)}</span> : null}
            {/* On a phone the rules are counted, to keep the card to a line; the Quote check names them. */}
            <span aria-hidden="true" className="text-slate-700 sm:hidden">
              {" "}
              · {card.flags.length} {card.flags.length === 1 ? "rule" : "rules"}
            </span>
            <span className="sr-only sm:not-sr-only sm:block sm:text-xs sm:text-slate-700">
              {card.flags.map((flag) => flag.ruleTitle).join("; ")}
            </span>
          </li>
        ))}
      </ul>
      {check.worthQuestioningCents > 0 ? (
        <p className="mt-1 font-semibold text-slate-900">Worth questioning: {formatCents(check.worthQuestioningCents)}</p>
      ) : null}
    </>
  );
}
