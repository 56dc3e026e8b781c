import { formatPacific } from "~/domain/admin/format";
import { LEAD_STATUS_LABELS } from "~/domain/admin/lead-status";
import type { LeadListItem } from "~/domain/admin/lead-views";
import type { CurrentDetails } from "~/domain/admin/newest-request";
import { ChangedMark } from "./changed-mark";
import { LanguageBadge } from "./language-badge";
import { leadName } from "./leads-table";
import { PhoneLink } from "./phone-link";
import { StatusForm } from "./status-form";

type Lead = Pick<
  LeadListItem,
  | "id"
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "make"
  | "model"
  | "year"
  | "status"
  | "nextCallbackAt"
  | "callAttemptCount"
  | "language"
>;

/**
 * The top of the lead page (issue 21, items 1 and 5): who, how to reach them in one tap, the vehicle they
 * asked about, with the newest request's details on top (marked changed), where the lead stands and when
 * to call back.
 */
export function LeadHeader({ lead, current }: { lead: Lead; current: CurrentDetails }) {
  const name = current.name || leadName(lead);
  return (
    <header className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="break-words text-2xl font-bold text-slate-900">
          {name}
          {current.changed.name ? <ChangedMark /> : null}
          <LanguageBadge language={lead.language} />
        </h1>
        <StatusForm leadId={lead.id} status={lead.status} label={name} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-base">
        {current.phone ? (
          <span>
            <span className="sr-only">Call </span>
            <PhoneLink phone={current.phone} />
            {current.changed.phone ? <ChangedMark /> : null}
          </span>
        ) : (
          <span className="text-slate-600">No phone</span>
        )}
        {current.email ? (
          <span>
            <a href={`mailto:${current.email}`} className="break-all font-medium text-brand-700 underline">
              {current.email}
            </a>
            {current.changed.email ? <ChangedMark /> : null}
          </span>
        ) : null}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {current.vehicle ? (
          <div>
            <dt className="inline text-slate-600">Vehicle: </dt>
            <dd className="inline text-slate-900">
              {current.vehicle}
              {current.changed.vehicle ? <ChangedMark /> : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="inline text-slate-600">Status: </dt>
          <dd className="inline text-slate-900">{LEAD_STATUS_LABELS[lead.status]}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Next callback: </dt>
          <dd className="inline text-slate-900">{lead.nextCallbackAt ? formatPacific(lead.nextCallbackAt) : "none"}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Calls: </dt>
          <dd className="inline text-slate-900">{lead.callAttemptCount}</dd>
        </div>
      </dl>
    </header>
  );
}
