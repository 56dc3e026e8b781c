import { Link } from "react-router";
import { formatPacific } from "~/domain/admin/format";
import { askedAgainText, type LeadListItem } from "~/domain/admin/lead-views";
import { sourceKindOf, SOURCE_KIND_LABELS } from "~/domain/admin/lead-status";
import type { QuoteFlagCount } from "~/domain/quotes/check-view";
import { CallSummary } from "./call-summary";
import { PhoneLink } from "./phone-link";
import { QuoteFlagCountBadge } from "./quote-flag-count";
import { StatusForm } from "./status-form";

export const leadName = (lead: Pick<LeadListItem, "firstName" | "lastName" | "email">) =>
  [lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.email || "Unnamed lead";

const flags = (lead: LeadListItem) =>
  [lead.qualified === false ? "Unqualified" : null, lead.readyToTalk ? "Ready to talk" : null].filter(Boolean).join(" · ");

/** The leads, latest activity first, each with its status control; a lead that asked again says so. */
export function LeadsTable({
  rows,
  caption,
  quoteFlags = {},
}: {
  rows: LeadListItem[];
  caption: string;
  /** Each lead's dealer-quote check, by lead id (issue 23). */
  quoteFlags?: Record<string, QuoteFlagCount>;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs uppercase text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              Latest request
            </th>
            <th scope="col" className="px-3 py-2">
              Lead
            </th>
            <th scope="col" className="px-3 py-2">
              Contact
            </th>
            <th scope="col" className="px-3 py-2">
              Source
            </th>
            <th scope="col" className="px-3 py-2">
              Vehicle
            </th>
            <th scope="col" className="px-3 py-2">
              Assigned to
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((lead) => {
            const askedAgain = askedAgainText(lead.requestCount);
            return (
              <tr key={lead.id} className="align-top">
                <td className="whitespace-nowrap px-3 py-2 text-slate-600">{formatPacific(lead.lastRequestedAt ?? lead.createdAt)}</td>
                <td className="px-3 py-2">
                  <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-700 underline">
                    {leadName(lead)}
                  </Link>
                  {askedAgain ? (
                    <p className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">{askedAgain}</p>
                  ) : null}
                  <p className="text-xs text-slate-500">{flags(lead)}</p>
                  <CallSummary lead={lead} />
                  <QuoteFlagCountBadge count={quoteFlags[lead.id]} />
                </td>
                <td className="px-3 py-2">
                  <p>{lead.email}</p>
                  {lead.phone ? <PhoneLink phone={lead.phone} /> : null}
                </td>
                <td className="px-3 py-2">{SOURCE_KIND_LABELS[sourceKindOf(lead.leadSource)]}</td>
                <td className="px-3 py-2">{[lead.vehicleType, lead.year, lead.make, lead.model].filter(Boolean).join(" ")}</td>
                <td className="px-3 py-2">{lead.assigneeName ?? <span className="text-slate-500">Nobody</span>}</td>
                <td className="px-3 py-2">
                  <StatusForm leadId={lead.id} status={lead.status} label={leadName(lead)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
