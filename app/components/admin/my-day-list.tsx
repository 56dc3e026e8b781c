import { Link } from "react-router";
import type { LeadListItem } from "#app/domain/admin/lead-views";
import { CallSummary } from "./call-summary";
import { useDesk } from "./desk-context";
import { LanguageBadge } from "./language-badge";
import { leadName } from "./leads-table";
import { PhoneLink } from "./phone-link";
import { PresenceNote } from "./presence-note";

export type MyDayItem = LeadListItem & { waited: string; overdue: boolean };

type Props = { id: string; title: string; empty: string; total: number; leads: MyDayItem[]; when: (lead: MyDayItem) => string };

const vehicle = (lead: LeadListItem) => [lead.year, lead.make, lead.model].filter(Boolean).join(" ");

/**
 * One part of My day as cards that stack on a phone: who, the call link, since when, how long it has
 * waited, and which colleague is on it now. A card the live desk just brought is marked for a moment.
 */
export function MyDayList({ id, title, empty, total, leads, when }: Props) {
  const desk = useDesk();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title} ({total.toLocaleString("en-US")}
        {total > leads.length ? `, the oldest ${leads.length} shown` : ""})
      </h2>
      {leads.length > 0 ? (
        <ol aria-label={title} className="flex flex-col gap-2">
          {leads.map((lead) => (
            <li
              key={lead.id}
              data-arrived={desk?.arrived.has(lead.id) ? "" : undefined}
              className="flex flex-col gap-1 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:flex-row sm:items-start sm:gap-4"
            >
              <div className="min-w-0 flex-1">
                <Link to={`/admin/leads/${lead.id}`} className="break-words font-semibold text-brand-700 underline">
                  {leadName(lead)}
                </Link>
                <LanguageBadge language={lead.language} />
                <p className="text-sm text-slate-700">
                  {[vehicle(lead), lead.assigneeName ? `assigned to ${lead.assigneeName}` : "not assigned"].filter(Boolean).join(" · ")}
                </p>
                <CallSummary lead={lead} />
                <PresenceNote leadId={lead.id} />
              </div>
              <div className="text-sm sm:text-right">
                {lead.phone ? <PhoneLink phone={lead.phone} className="text-base" onCall={() => desk?.call(lead.id)} /> : null}
                <p className="text-slate-700">{when(lead)}</p>
                <p className={lead.overdue ? "font-semibold text-red-800" : "text-slate-600"}>
                  {lead.overdue ? "Overdue: " : ""}waiting {lead.waited} of advisor time
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}
