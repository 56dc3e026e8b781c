import { data, type RouterContextProvider } from "react-router";
import { advisorActionText } from "~/domain/admin/advisor-actions";
import { leadDetail } from "../../../worker/services/admin/lead-detail.server";
import { enabledAdvisors } from "../../../worker/services/admin/advisors.server";
import { leadQuoteChecks } from "../../../worker/services/quotes/check-views.server";
import { isQuoteUploadNotice } from "~/domain/quotes/messages";
import { advisorOf, envOf } from "./advisor.server";

/** A lead's page: the lead and everything around it, the advisors it can go to, and who is looking. */
export async function leadPage(id: string, context: Readonly<RouterContextProvider>, request?: Request) {
  const env = envOf(context);
  const [detail, advisors] = await Promise.all([leadDetail(env, id), enabledAdvisors(env)]);
  if (!detail) throw data(null, { status: 404 });
  const quoteChecks = await leadQuoteChecks(env, detail.lead);
  const notice = request ? new URL(request.url).searchParams.get("quote") : null;
  const path = detail.lead.dealerQuoteImagePath;
  return {
    ...detail,
    actions: detail.actions.map(({ detail: raw, ...action }) => ({ ...action, text: advisorActionText(action.action, raw) })),
    advisors,
    me: advisorOf(context),
    quote: path ? { url: `/admin/api/leads/${detail.lead.id}/quote`, isPdf: path.toLowerCase().endsWith(".pdf") } : null,
    quoteChecks,
    // How an advisor's upload went (it answers with a redirect here); anything else in the address is ignored.
    quoteNotice: isQuoteUploadNotice(notice) ? notice : null,
  };
}
