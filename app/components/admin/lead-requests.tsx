import { formatPacific } from "~/domain/admin/format";
import {
  askedAgainText,
  requestContactText,
  UNVERIFIED_MATCH_HINT,
  UNVERIFIED_MATCH_TEXT,
  type LeadRequestEntry,
} from "~/domain/admin/lead-views";
import { panel } from "./admin-styles";

/** Every request of the lead, newest first (issue 11, item 2): a repeat request is kept here, not dropped. */
export function LeadRequests({ requests }: { requests: LeadRequestEntry[] }) {
  const askedAgain = askedAgainText(requests.length);
  return (
    <section aria-labelledby="requests-title" className={panel}>
      <h2 id="requests-title" className="font-semibold text-slate-900">
        Requests ({requests.length})
        {askedAgain ? <span className="ml-2 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">{askedAgain}</span> : null}
      </h2>
      {requests.length > 0 ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Requests of this lead, newest first</caption>
            <thead className="text-xs uppercase text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  When
                </th>
                <th scope="col" className="py-1 pr-3">
                  Way in
                </th>
                <th scope="col" className="py-1 pr-3">
                  Contact given
                </th>
                <th scope="col" className="py-1 pr-3">
                  Vehicle asked
                </th>
                <th scope="col" className="py-1 pr-3">
                  Page
                </th>
                <th scope="col" className="py-1">
                  Campaign
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {requests.map((request) => (
                <tr key={request.id} className="align-top">
                  <td className="whitespace-nowrap py-1 pr-3">{formatPacific(request.createdAt)}</td>
                  <td className="py-1 pr-3">{[request.source, request.sourceDetail].filter(Boolean).join(" · ")}</td>
                  <td className="break-words py-1 pr-3">
                    {requestContactText(request)}
                    {request.unverifiedMatch ? (
                      <span className="ml-2 rounded-full bg-red-100 px-2 text-xs font-semibold text-red-900">{UNVERIFIED_MATCH_TEXT}</span>
                    ) : null}
                  </td>
                  <td className="py-1 pr-3">{[request.year, request.make, request.model].filter(Boolean).join(" ") || "—"}</td>
                  <td className="break-all py-1 pr-3">{request.pageUrl ?? "—"}</td>
                  <td className="py-1">{[request.utmSource, request.utmCampaign].filter(Boolean).join(" · ") || "—"}</td>
                </tr>
              ))}
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
