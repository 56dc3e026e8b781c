import { Form } from "react-router";
import { formatPacific } from "~/domain/admin/format";
import { sourceLabel } from "~/domain/admin/labels";
import {
  askedAgainText,
  requestContactText,
  UNVERIFIED_MATCH_HINT,
  UNVERIFIED_MATCH_TEXT,
  type LeadRequestEntry,
} from "~/domain/admin/lead-views";
import type { MainContactField } from "~/domain/admin/main-contact";
import { promotable, vehicleOf, type CurrentDetails } from "~/domain/admin/newest-request";
import { panel, smallButton } from "./admin-styles";
import { ChangedMark } from "./changed-mark";

type Props = {
  leadId: string;
  requests: LeadRequestEntry[];
  /** The lead's main email and phone, which a request's can replace. */
  main: { email: string | null; phone: string | null };
  /** The details to call about, the newest request's where it changed them. */
  current: CurrentDetails;
  /** How the last "make main" button went. */
  result: { field: MainContactField | null; message: string; error: boolean } | null;
};

const th = "py-1 pr-3";

/**
 * Every request of the lead, newest first (issue 11, item 2): a repeat request is kept here, not dropped.
 * The newest request's details lead, marked where they changed, and a request's email or phone can be
 * made the lead's main one (issue 21, item 5); the request row keeps what it was given.
 */
export function LeadRequests({ leadId, requests, main, current, result }: Props) {
  const askedAgain = askedAgainText(requests.length);
  const changed = Object.values(current.changed).some(Boolean);
  return (
    <section aria-labelledby="requests-title" className={panel}>
      <h2 id="requests-title" className="font-semibold text-slate-900">
        Requests ({requests.length})
        {askedAgain ? <span className="ml-2 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">{askedAgain}</span> : null}
      </h2>
      {changed ? (
        <p className="mt-2 text-sm">
          <span className="font-medium">Newest request:</span> {current.name || "—"}
          {current.changed.name ? <ChangedMark /> : null} · {current.email ?? "—"}
          {current.changed.email ? <ChangedMark /> : null} · {current.phone ?? "—"}
          {current.changed.phone ? <ChangedMark /> : null} · {current.vehicle || "—"}
          {current.changed.vehicle ? <ChangedMark /> : null}
        </p>
      ) : null}
      {result ? (
        <p role={result.error ? "alert" : "status"} className={`mt-2 text-sm ${result.error ? "text-red-700" : "text-emerald-800"}`}>
          {result.message}
        </p>
      ) : null}
      {requests.length > 0 ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Requests of this lead, newest first</caption>
            <thead className="text-xs uppercase text-slate-600">
              <tr>
                <th scope="col" className={th}>
                  When
                </th>
                <th scope="col" className={th}>
                  Way in
                </th>
                <th scope="col" className={th}>
                  Contact given
                </th>
                <th scope="col" className={th}>
                  Vehicle asked
                </th>
                <th scope="col" className={th}>
                  Page
                </th>
                <th scope="col" className="py-1">
                  Campaign
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {requests.map((request) => {
                const offer = promotable(main, request);
                return (
                  <tr key={request.id} className="align-top">
                    <td className="whitespace-nowrap py-1 pr-3">{formatPacific(request.createdAt)}</td>
                    <td className="py-1 pr-3">{sourceLabel(request.source)}</td>
                    <td className="break-words py-1 pr-3">
                      {requestContactText(request)}
                      {request.unverifiedMatch ? (
                        <span className="ml-2 rounded-full bg-red-100 px-2 text-xs font-semibold text-red-900">
                          {UNVERIFIED_MATCH_TEXT}
                        </span>
                      ) : null}
                      {(["email", "phone"] as const).map((field) =>
                        offer[field] ? <MakeMainForm key={field} leadId={leadId} requestId={request.id} field={field} /> : null,
                      )}
                    </td>
                    <td className="py-1 pr-3">{vehicleOf(request) || "—"}</td>
                    <td className="break-all py-1 pr-3">{request.pageUrl ?? "—"}</td>
                    <td className="py-1">{[request.utmSource, request.utmCampaign].filter(Boolean).join(" · ") || "—"}</td>
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
    </section>
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
