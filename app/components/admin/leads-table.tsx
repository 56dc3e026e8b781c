import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatPacific } from "#app/domain/admin/format";
import { askedAgainText, type LeadListItem } from "#app/domain/admin/lead-views";
import { sourceKindOf, SOURCE_KIND_LABELS } from "#app/domain/admin/lead-status";
import type { QuoteFlagCount } from "#app/domain/quotes/check-view";
import { CallSummary } from "./call-summary";
import { PhoneLink } from "./phone-link";
import { ChangedMark } from "./changed-mark";
import { useDesk } from "./desk-context";
import { LanguageBadge } from "./language-badge";
import { PresenceNote } from "./presence-note";
import { QuoteFlagCountBadge } from "./quote-flag-count";
import { StatusForm } from "./status-form";

export const leadName = (lead: Pick<LeadListItem, "firstName" | "lastName" | "email">) =>
  [lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.email || "Unnamed lead";

const flags = (lead: LeadListItem) =>
  [lead.qualified === false ? "Unqualified" : null, lead.readyToTalk ? "Ready to talk" : null].filter(Boolean).join(" · ");

const COLUMNS = ["Latest request", "Lead", "Contact", "Source", "Vehicle", "Assigned to", "Status"] as const;

// At narrow widths each row is a card: the cells stack, each led by its column's name.
const cellClass = "block px-3 py-1 md:table-cell md:py-2";

function Cell({ column, children, className = "" }: { column: (typeof COLUMNS)[number]; children: ReactNode; className?: string }) {
  return (
    <td className={`${cellClass} ${className}`}>
      <span className="mr-1 text-xs font-semibold uppercase text-slate-500 md:hidden">{column}:</span>
      {children}
    </td>
  );
}

/**
 * The leads, each with its status control; a lead that asked again shows its newest request's name,
 * contact and car, marked changed, and every lead how long it has waited in advisor hours
 * and which colleague is on it now; a row the live desk just brought is marked for a moment.
 */
export function LeadsTable({
  rows,
  caption,
  quoteFlags = {},
}: {
  rows: LeadListItem[];
  caption: string;
  /** Each lead's dealer-quote check, by lead id. */
  quoteFlags?: Record<string, QuoteFlagCount>;
}) {
  const desk = useDesk();
  return (
    <div className="rounded-xl bg-white ring-1 ring-slate-200 md:overflow-x-auto">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-100 text-xs uppercase text-slate-600 md:table-header-group">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 md:table-row-group">
          {rows.map((lead) => {
            const askedAgain = askedAgainText(lead.requestCount);
            const current = lead.current;
            return (
              <tr
                key={lead.id}
                data-arrived={desk?.arrived.has(lead.id) ? "" : undefined}
                className="block py-2 align-top md:table-row md:py-0"
              >
                <Cell column="Latest request" className="md:whitespace-nowrap text-slate-600">
                  {formatPacific(lead.lastRequestedAt ?? lead.createdAt)}
                  {lead.waited ? <span className="block text-xs text-slate-500">waiting {lead.waited}</span> : null}
                </Cell>
                <Cell column="Lead">
                  <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-700 underline">
                    {current?.changed.name ? current.name : leadName(lead)}
                  </Link>
                  {current?.changed.name ? <ChangedMark /> : null}
                  <LanguageBadge language={lead.language} />
                  {askedAgain ? (
                    <p className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">{askedAgain}</p>
                  ) : null}
                  <p className="text-xs text-slate-500">{flags(lead)}</p>
                  <CallSummary lead={lead} />
                  <PresenceNote leadId={lead.id} />
                  <QuoteFlagCountBadge count={quoteFlags[lead.id]} />
                </Cell>
                <Cell column="Contact" className="break-words">
                  <span className="md:block">
                    {current?.email ?? lead.email}
                    {current?.changed.email ? <ChangedMark /> : null}
                  </span>{" "}
                  <span className="text-slate-600 md:block">
                    {(current?.phone ?? lead.phone) ? (
                      <PhoneLink phone={current?.phone ?? lead.phone ?? ""} onCall={() => desk?.call(lead.id)} />
                    ) : null}
                    {current?.changed.phone ? <ChangedMark /> : null}
                  </span>
                </Cell>
                <Cell column="Source">{SOURCE_KIND_LABELS[sourceKindOf(lead.leadSource)]}</Cell>
                <Cell column="Vehicle">
                  {current?.changed.vehicle
                    ? current.vehicle
                    : [lead.vehicleType, lead.year, lead.make, lead.model].filter(Boolean).join(" ")}
                  {current?.changed.vehicle ? <ChangedMark /> : null}
                </Cell>
                <Cell column="Assigned to">{lead.assigneeName ?? <span className="text-slate-500">Nobody</span>}</Cell>
                <td className={cellClass}>
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
