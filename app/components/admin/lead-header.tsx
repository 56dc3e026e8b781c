import { formatPacific } from "~/domain/admin/format";
import { LEAD_STATUS_LABELS } from "~/domain/admin/lead-status";
import type { LeadListItem, LeadRequestEntry } from "~/domain/admin/lead-views";
import { leadName } from "./leads-table";
import { PhoneLink } from "./phone-link";
import { StatusForm } from "./status-form";

type Lead = Pick<
  LeadListItem,
  "id" | "firstName" | "lastName" | "email" | "phone" | "make" | "model" | "year" | "status" | "nextCallbackAt" | "callAttemptCount"
>;

const vehicleText = (v: { year: number | null; make: string | null; model: string | null }) =>
  [v.year, v.make, v.model].filter(Boolean).join(" ");

/**
 * The top of the lead page (issue 21, item 1): who, how to reach them in one tap, the newest vehicle
 * they asked about, where the lead stands and when to call back.
 */
export function LeadHeader({ lead, requests }: { lead: Lead; requests: Pick<LeadRequestEntry, "year" | "make" | "model">[] }) {
  // Requests come newest first: the newest that named a vehicle, else the lead's own.
  const asked = requests.find((r) => r.make || r.model);
  const vehicle = vehicleText(asked ?? lead);
  return (
    <header className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="break-words text-2xl font-bold text-slate-900">{leadName(lead)}</h1>
        <StatusForm leadId={lead.id} status={lead.status} label={leadName(lead)} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-base">
        {lead.phone ? (
          <span>
            <span className="sr-only">Call </span>
            <PhoneLink phone={lead.phone} />
          </span>
        ) : (
          <span className="text-slate-600">No phone</span>
        )}
        {lead.email ? (
          <a href={`mailto:${lead.email}`} className="break-all font-medium text-brand-700 underline">
            {lead.email}
          </a>
        ) : null}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="inline text-slate-600">Vehicle: </dt>
          <dd className="inline text-slate-900">{vehicle || "—"}</dd>
        </div>
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
