import { formatPacific } from "~/domain/admin/format";
import { LEAD_STATUS_LABELS, type LeadStatus } from "~/domain/admin/lead-status";
import { statusChangeBy, type StatusHistoryEntry } from "~/domain/admin/lead-views";
import { panel } from "./admin-styles";

/** Where the lead stands and how it got there: who changed it, or the visitor asking again. */
export function StatusHistory({ status, createdAt, history }: { status: LeadStatus; createdAt: string; history: StatusHistoryEntry[] }) {
  return (
    <section aria-labelledby="history-title" className={panel}>
      <h2 id="history-title" className="font-semibold text-slate-900">
        Status: {LEAD_STATUS_LABELS[status]}
      </h2>
      <ol className="mt-2 text-sm text-slate-700">
        <li>Received {formatPacific(createdAt)}</li>
        {history.map((change) => (
          <li key={change.id}>
            {LEAD_STATUS_LABELS[change.status]} {formatPacific(change.changedAt)} {statusChangeBy(change)}
          </li>
        ))}
      </ol>
    </section>
  );
}
