import { Link } from "react-router";
import { formatPacific } from "#app/domain/admin/format";
import { LEAD_STATUS_LABELS, sourceKindOf, SOURCE_KIND_LABELS } from "#app/domain/admin/lead-status";
import { askedAgainText, type PersonLeadEntry } from "#app/domain/admin/lead-views";
import { panel } from "./admin-styles";
import { leadName } from "./leads-table";

/** The same person's other leads (matched on email or phone across channels). */
export function PersonLeads({ leads }: { leads: PersonLeadEntry[] }) {
  if (leads.length === 0) return null;
  return (
    <section aria-labelledby="person-title" className={panel}>
      <h2 id="person-title" className="font-semibold text-slate-900">
        Other leads of this person
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {leads.map((lead) => (
          <li key={lead.id}>
            <Link to={`/admin/leads/${lead.id}`} className="font-medium text-brand-700 underline">
              {leadName(lead)}
            </Link>{" "}
            <span className="text-slate-600">
              {SOURCE_KIND_LABELS[sourceKindOf(lead.leadSource)]} · received {formatPacific(lead.createdAt)} ·{" "}
              {LEAD_STATUS_LABELS[lead.status]}
              {askedAgainText(lead.requestCount) ? ` · ${askedAgainText(lead.requestCount)}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
