import { data, type RouterContextProvider } from "react-router";
import { advisorActionText } from "#app/domain/admin/advisor-actions";
import { callbackChoices, callbackPickTime, pacificInputValue } from "#app/domain/admin/callbacks";
import { leadTimeline } from "#app/domain/admin/timeline";
import { currentDetails, withChatVehicle } from "#app/domain/admin/newest-request";
import { NOT_SURE } from "#app/domain/chat/messages";
import { leadDetail } from "#worker/services/admin/lead-detail.server";
import { enabledAdvisors } from "#worker/services/admin/advisors.server";
import { deskPresenceOn } from "#worker/services/desk/tell-desk.server";
import { leadQuoteChecks } from "#worker/services/quotes/check-views.server";
import { isQuoteUploadNotice } from "#app/domain/quotes/messages";
import { advisorOf, envOf } from "./advisor.server";

/** A lead's page: the lead and everything around it, the advisors it can go to, and who is looking. */
export async function leadPage(id: string, context: Readonly<RouterContextProvider>, request?: Request, now = new Date()) {
  const env = envOf(context);
  const [detail, advisors, presence] = await Promise.all([leadDetail(env, id), enabledAdvisors(env), deskPresenceOn(env, id)]);
  if (!detail) throw data(null, { status: 404 });
  const quoteChecks = await leadQuoteChecks(env, detail.lead);
  const notice = request ? new URL(request.url).searchParams.get("quote") : null;
  const path = detail.lead.dealerQuoteImagePath;
  const requests = detail.requests.map((entry) => withChatVehicle(entry, detail.lead));
  return {
    ...detail,
    requests,
    timeline: leadTimeline({ ...detail, requests }),
    // What the buyer asked of the call, shown beside the call buttons ("Mejor llamar después de las 5 p. m.").
    buyerNote: detail.lead.notes && detail.lead.notes !== NOT_SURE ? detail.lead.notes : null,
    callbacks: callbackChoices(now),
    callbackInput: pacificInputValue(
      detail.lead.nextCallbackAt
        ? new Date(detail.lead.nextCallbackAt)
        : (callbackPickTime("tomorrow-morning", now) ?? callbackPickTime("next-advisor-day", now) ?? now),
    ),
    // The newest request on top: requests come newest first, and one request is the lead itself.
    current: currentDetails(detail.lead, requests.length > 1 ? (requests[0] ?? null) : null),
    actions: detail.actions.map(({ detail: raw, ...action }) => ({ ...action, text: advisorActionText(action.action, raw) })),
    advisors,
    me: advisorOf(context),
    quote: path ? { url: `/admin/api/leads/${detail.lead.id}/quote`, isPdf: path.toLowerCase().endsWith(".pdf") } : null,
    quoteChecks,
    // Who else has the lead open or is calling it, as the page opens (the live desk keeps it current after).
    presence: presence.filter((person) => person.advisorId !== advisorOf(context).id),
    presenceNow: now.getTime(),
    // How an advisor's upload went (it answers with a redirect here); anything else in the address is ignored.
    quoteNotice: isQuoteUploadNotice(notice) ? notice : null,
  };
}
