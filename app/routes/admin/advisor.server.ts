import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { LEAD_STATUSES } from "~/domain/admin/lead-status";
import { workerContext } from "../../../worker/request-context";
import { isAdvisor } from "../../../worker/services/admin-auth.server";
import { setLeadStatus } from "../../../worker/services/admin-leads.server";
import { deleteLead } from "../../../worker/services/lead-deletion.server";

export const envOf = (context: Readonly<RouterContextProvider>) => context.get(workerContext).env;

/**
 * Every admin page and its data requests: an advisor or the sign-in page. Runs before any loader or
 * action, and marks every answer uncacheable.
 */
export const requireAdvisor: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!(await isAdvisor(envOf(context), request))) {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "");
    throw redirect(`/admin/login?next=${encodeURIComponent(back)}`, { headers: { "cache-control": "no-store" } });
  }
  const response = await next();
  response.headers.set("cache-control", "private, no-store");
  return response;
};

const leadForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), leadId: z.string().min(1).max(64), status: z.enum(LEAD_STATUSES) }),
  z.object({ intent: z.literal("delete"), leadId: z.string().min(1).max(64), confirm: z.literal("yes") }),
]);

/**
 * The lead controls of the list and the lead page: a status change (the page reloads with it) or a
 * deletion on the visitor's request (back to the list, which says so).
 */
export async function leadAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = leadForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return data({ error: "Choose a status, or tick the box to confirm the deletion." }, { status: 400 });
  const env = envOf(context);
  if (form.data.intent === "delete") {
    if (!(await deleteLead(env, form.data.leadId, { reason: "request", advisorId: null }))) throw data(null, { status: 404 });
    throw redirect("/admin?deleted=1");
  }
  if (!(await setLeadStatus(env, form.data.leadId, form.data.status))) throw data(null, { status: 404 });
  return { error: null };
}
