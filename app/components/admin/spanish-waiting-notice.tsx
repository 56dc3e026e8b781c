import { Link } from "react-router";
import { formatPacific } from "#app/domain/admin/format";
import { SPANISH_WAITING_LIST, spanishWaitingSentence, type SpanishWaiting } from "#app/domain/admin/spanish-waiting";
import { leadName } from "./leads-table";

/**
 * On the dashboard, while no enabled advisor speaks Spanish and Spanish leads wait: how many, the longest
 * waiting by name, and the list of them all, so the operator finds someone who speaks Spanish.
 */
export function SpanishWaitingNotice({ waiting }: { waiting: SpanishWaiting | null }) {
  if (!waiting) return null;
  return (
    <section aria-labelledby="spanish-waiting-title" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300">
      <h2 id="spanish-waiting-title" className="font-semibold">
        Spanish leads with no Spanish-speaking advisor
      </h2>
      <p className="mt-1">{spanishWaitingSentence(waiting.count)}</p>
      <ul className="mt-2 list-disc pl-5">
        {waiting.leads.map((lead) => (
          <li key={lead.id}>
            <Link to={`/admin/leads/${lead.id}`} className="font-medium underline">
              {leadName(lead)}
            </Link>
            {lead.lastRequestedAt ? `, asked ${formatPacific(lead.lastRequestedAt)}` : null}
          </li>
        ))}
      </ul>
      <Link to={SPANISH_WAITING_LIST} className="mt-2 inline-block font-medium underline">
        All {waiting.count.toLocaleString("en-US")} in the leads list, the longest waiting first
      </Link>
    </section>
  );
}
