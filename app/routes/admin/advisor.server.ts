import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { LEAD_STATUSES } from "~/domain/admin/lead-status";
import { workerContext } from "../../../worker/request-context";
import { isAdvisor } from "../../../worker/services/admin-auth.server";
import { setLeadStatus } from "../../../worker/services/admin-leads.server";

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

const statusForm = z.object({ intent: z.literal("status"), leadId: z.string().min(1).max(64), status: z.enum(LEAD_STATUSES) });

/** The status control of the list and the lead page: validated, applied, and the page reloads with it. */
export async function statusAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = statusForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) throw data({ error: "Choose one of the statuses." }, { status: 400 });
  if (!(await setLeadStatus(envOf(context), form.data.leadId, form.data.status))) throw data({ error: "Not found" }, { status: 404 });
  return { updated: form.data.leadId };
}
