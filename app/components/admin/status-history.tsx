import { formatPacific } from "#app/domain/admin/format";
import { LEAD_STATUS_LABELS, type LeadStatus } from "#app/domain/admin/lead-status";
import { statusChangeBy, type StatusHistoryEntry } from "#app/domain/admin/lead-views";
import { ActionSection, type SectionResult } from "./action-section";
import { StatusForm } from "./status-form";

type Props = {
  leadId: string;
  /** The lead's name, which the status control's label gives. */
  name: string;
  status: LeadStatus;
  createdAt: string;
  history: StatusHistoryEntry[];
  error: string | null;
  result: SectionResult;
};

/** Where the lead stands, its control, and how it got there: who changed it, or the visitor asking again. */
export function StatusHistory({ leadId, name, status, createdAt, history, error, result }: Props) {
  return (
    <ActionSection id="history" title={`Status: ${LEAD_STATUS_LABELS[status]}`} result={result}>
      <div className="mt-2">
        <StatusForm leadId={leadId} status={status} label={name} />
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ol className="mt-2 text-sm text-slate-700">
        <li>Received {formatPacific(createdAt)}</li>
        {history.map((change) => (
          <li key={change.id}>
            {LEAD_STATUS_LABELS[change.status]} {formatPacific(change.changedAt)} {statusChangeBy(change)}
          </li>
        ))}
      </ol>
    </ActionSection>
  );
}
