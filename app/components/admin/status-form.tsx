import { Form } from "react-router";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "#app/domain/admin/lead-status";

/** Sets a lead's status; posts to the page's action, so it works without JavaScript too. */
export function StatusForm({ leadId, status, label }: { leadId: string; status: LeadStatus; label: string }) {
  const id = `status-${leadId}`;
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="leadId" value={leadId} />
      <label htmlFor={id} className="sr-only">
        Status of {label}
      </label>
      <select id={id} name="status" defaultValue={status} className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm">
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {LEAD_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" className="rounded-md border border-brand-600 px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50">
        Save<span className="sr-only"> status of {label}</span>
      </button>
    </Form>
  );
}
