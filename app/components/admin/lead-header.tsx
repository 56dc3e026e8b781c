import { bookedWords } from "./call-summary";
import { formatPacific } from "#app/domain/admin/format";
import { LEAD_STATUS_LABELS } from "#app/domain/admin/lead-status";
import type { LeadListItem } from "#app/domain/admin/lead-views";
import type { CurrentDetails } from "#app/domain/admin/newest-request";
import { ChangedMark } from "./changed-mark";
import { useDesk } from "./desk-context";
import { LanguageBadge } from "./language-badge";
import { leadName } from "./leads-table";
import { PhoneLink } from "./phone-link";

type Lead = Pick<
  LeadListItem,
  "id" | "firstName" | "lastName" | "email" | "phone" | "status" | "nextCallbackAt" | "bookedCallKind" | "callAttemptCount" | "language"
>;

const fact = "whitespace-nowrap";

/**
 * The top of the lead page, what an advisor needs to make the call: who, their phone as a call button,
 * the car they asked about (the newest request's details on top, marked changed), where the lead
 * stands, and what the buyer asked of the call in their own words, right above the call buttons.
 */
export function LeadHeader({ lead, current, buyerNote }: { lead: Lead; current: CurrentDetails; buyerNote: string | null }) {
  const name = current.name || leadName(lead);
  const desk = useDesk();
  return (
    <header className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h1 className="break-words text-xl font-bold text-slate-900 sm:text-2xl">
        {name}
        {current.changed.name ? <ChangedMark /> : null}
        <LanguageBadge language={lead.language} />
      </h1>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {current.phone ? (
          <span>
            <span className="sr-only">Call </span>
            <PhoneLink phone={current.phone} look="button" onCall={() => desk?.call(lead.id)} />
            {current.changed.phone ? <ChangedMark /> : null}
          </span>
        ) : (
          <span className="text-slate-600">No phone</span>
        )}
        {current.email ? (
          <span className="min-w-0">
            <a href={`mailto:${current.email}`} className="break-all text-sm font-medium text-brand-700 underline">
              {current.email}
            </a>
            {current.changed.email ? <ChangedMark /> : null}
          </span>
        ) : null}
      </p>
      <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
        {current.vehicle ? (
          <div>
            <dt className="inline text-slate-600">Vehicle: </dt>
            <dd className="inline font-medium text-slate-900">
              {current.vehicle}
              {current.changed.vehicle ? <ChangedMark /> : null}
            </dd>
          </div>
        ) : null}
        <div className={fact}>
          <dt className="inline text-slate-600">Status: </dt>
          <dd className="inline text-slate-900">{LEAD_STATUS_LABELS[lead.status]}</dd>
        </div>
        <div className={fact}>
          <dt className="inline text-slate-600">Next callback: </dt>
          <dd className="inline text-slate-900">
            {lead.nextCallbackAt ? `${formatPacific(lead.nextCallbackAt)}${bookedWords(lead.bookedCallKind)}` : "none"}
          </dd>
        </div>
        <div className={fact}>
          <dt className="inline text-slate-600">Calls: </dt>
          <dd className="inline text-slate-900">{lead.callAttemptCount}</dd>
        </div>
      </dl>
      {buyerNote ? (
        <div role="note" aria-labelledby="buyer-note-title" className="rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
          <p id="buyer-note-title" className="text-xs font-semibold uppercase text-amber-900">
            Note from the buyer
          </p>
          <p lang={lead.language} className="whitespace-pre-wrap break-words text-slate-900">
            {buyerNote}
          </p>
        </div>
      ) : null}
    </header>
  );
}
