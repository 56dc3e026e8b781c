import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { SignedInAdvisor } from "#app/domain/admin/advisor";
import { workerContext } from "#worker/request-context.server";
import { identifyAdvisor } from "#worker/services/admin/auth.server";
import { publicAdvisor } from "#worker/services/admin/advisors.server";

type Context = Readonly<RouterContextProvider>;

export const envOf = (context: Context) => context.get(workerContext).env;

/** The signed-in advisor with their languages, set by requireAdvisor for every loader and action under the admin layout. */
export const advisorContext = createContext<SignedInAdvisor>();
export const advisorOf = (context: Context) => context.get(advisorContext);

/**
 * Every admin page and its data requests: an advisor or the sign-in page (which is told why, when it
 * is worth telling). Runs before any loader or action, and marks every answer uncacheable.
 */
export const requireAdvisor: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const identity = await identifyAdvisor(envOf(context), request);
  if (!identity.advisor) {
    // `url` is the page's, without the .data suffix of a data request.
    const query = new URLSearchParams({ next: url.pathname });
    if (identity.problem) query.set("problem", identity.problem);
    throw redirect(`/admin/login?${query}`, { headers: { "cache-control": "no-store" } });
  }
  context.set(advisorContext, publicAdvisor(identity.advisor));
  const response = await next();
  response.headers.set("cache-control", "private, no-store");
  return response;
};
