import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatPacific } from "#app/domain/admin/format";
import { sourceLabel } from "#app/domain/admin/labels";
import {
  askedAgainText,
  requestContactText,
  UNVERIFIED_MATCH_HINT,
  UNVERIFIED_MATCH_TEXT,
  type LeadRequestEntry,
} from "#app/domain/admin/lead-views";
import type { MainContactField } from "#app/domain/admin/main-contact";
import { promotable, vehicleOf, type CurrentDetails } from "#app/domain/admin/newest-request";
import { ActionSection, type SectionResult } from "./action-section";
import { smallButton } from "./admin-styles";
import { ChangedMark } from "./changed-mark";
import { useDesk } from "./desk-context";

type Props = {
  leadId: string;
  requests: (LeadRequestEntry & { trim?: string | null })[];
  /** The lead's main email and phone, which a request's can replace. */
  main: { email: string | null; phone: string | null };
  /** The details to call about, the newest request's where it changed them. */
  current: CurrentDetails;
  /** Why the last "make main" button did nothing. */
  refused: string | null;
  result: SectionResult;
};

const COLUMNS = ["When", "Way in", "Contact given", "Vehicle asked", "Page", "Campaign"] as const;

// On a phone each request is a card (its cells stacked, each led by its column's name); from md up, a table.
const cellClass = "block py-0.5 md:table-cell md:py-1 md:pr-3";

function Cell({ column, children, className = "" }: { column: (typeof COLUMNS)[number]; children: ReactNode; className?: string }) {
  return (
    <td className={`${cellClass} ${className}`}>
      <span className="mr-1 text-xs font-semibold uppercase text-slate-500 md:hidden">{column}:</span>
      {children}
    </td>
  );
}

/**
 * Every request of the lead, newest first: a repeat request is kept here, not dropped. The newest
 * request's details lead, marked where they changed, and a request's email or phone can be made the
 * lead's main one; the request row keeps what it was given. A chat's request shows the car the chat named.
 */
export function LeadRequests({ leadId, requests, main, current, refused, result }: Props) {
  const askedAgain = askedAgainText(requests.length);
  const changed = Object.values(current.changed).some(Boolean);
  // The desk just brought a request for this lead: the newest row is it.
  const arrived = useDesk()?.arrived.has(leadId) ?? false;
  return (
    <ActionSection
      id="requests"
      title={
        <>
          Requests ({requests.length})
          {askedAgain ? (
            <span className="ml-2 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">{askedAgain}</span>
          ) : null}
        </>
      }
      result={result}
    >
      {changed ? (
        <p className="mt-2 text-sm">
          <span className="font-medium">Newest request:</span> {current.name || "—"}
          {current.changed.name ? <ChangedMark /> : null} · {current.email ?? "—"}
          {current.changed.email ? <ChangedMark /> : null} · {current.phone ?? "—"}
          {current.changed.phone ? <ChangedMark /> : null} · {current.vehicle || "—"}
          {current.changed.vehicle ? <ChangedMark /> : null}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {refused}
        </p>
      ) : null}
      {requests.length > 0 ? (
        <div className="mt-2">
          <table className="block w-full text-left text-sm md:table">
            <caption className="sr-only">Requests of this lead, newest first</caption>
            <thead className="hidden text-xs uppercase text-slate-600 md:table-header-group">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-1 pr-3">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 md:table-row-group">
              {requests.map((request, index) => {
                const offer = promotable(main, request);
                return (
                  <tr
                    key={request.id}
                    data-arrived={arrived && index === 0 ? "" : undefined}
                    className="block py-2 align-top md:table-row md:py-0"
                  >
                    <Cell column="When" className="md:whitespace-nowrap">
                      {formatPacific(request.createdAt)}
                    </Cell>
                    <Cell column="Way in">{sourceLabel(request.source)}</Cell>
                    <Cell column="Contact given" className="break-words">
                      {requestContactText(request)}
                      {request.unverifiedMatch ? (
                        <span className="ml-2 rounded-full bg-red-100 px-2 text-xs font-semibold text-red-900">
                          {UNVERIFIED_MATCH_TEXT}
                        </span>
                      ) : null}
                      {(["email", "phone"] as const).map((field) =>
                        offer[field] ? <MakeMainForm key={field} leadId={leadId} requestId={request.id} field={field} /> : null,
                      )}
                    </Cell>
                    <Cell column="Vehicle asked">{vehicleOf(request) || "—"}</Cell>
                    <Cell column="Page" className="break-all">
                      {request.pageUrl ?? "—"}
                    </Cell>
                    <Cell column="Campaign">{[request.utmSource, request.utmCampaign].filter(Boolean).join(" · ") || "—"}</Cell>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {requests.some((request) => request.unverifiedMatch) ? (
            <p className="mt-2 text-sm text-red-900">
              {UNVERIFIED_MATCH_TEXT}: {UNVERIFIED_MATCH_HINT}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No request is recorded for this lead.</p>
      )}
    </ActionSection>
  );
}

/** One button: this request's email (or phone) becomes the lead's main one; works without JavaScript. */
function MakeMainForm({ leadId, requestId, field }: { leadId: string; requestId: number; field: MainContactField }) {
  return (
    <Form method="post" className="mt-1">
      <input type="hidden" name="intent" value="main-contact" />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="field" value={field} />
      <button type="submit" className={`${smallButton} text-xs`}>
        Make this {field} the main one
      </button>
    </Form>
  );
}
