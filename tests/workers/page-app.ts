import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { accountAction } from "#app/routes/admin/account.server";
import { requireAdvisor } from "#app/routes/admin/advisor.server";
import { adminDealsAction } from "#app/routes/admin/deals.server";
import { leadAction } from "#app/routes/admin/lead-actions.server";
import { signInAction } from "#app/routes/admin/login.server";
import { marketingAction } from "#app/routes/marketing.server";
import { confirmAction } from "#app/routes/newsletter-confirm.server";
import { unsubscribeAction } from "#app/routes/unsubscribe.server";
import { leadsPageAnswer } from "#app/routes/admin/leads.server";
import { leadPage } from "#app/routes/admin/lead.server";
import { dismissLanguageHint, switchLanguage } from "#app/routes/language-choice.server";
import { heroSearchRedirect } from "#app/routes/search.server";
import { createApp } from "#worker/app";
import { workerContext } from "#worker/request-context.server";

/**
 * The Worker's Hono root with the page actions behind it, as the React Router build calls them for a
 * non-GET page request, and the loaders that answer without a page (redirects, the admin's searches) for
 * a GET: the paths of app/routes.ts, the admin's behind its layout's requireAdvisor.
 * A result comes back as JSON with its status; a thrown error is a 500, as React Router
 * answers one. (The build itself needs the Vite plugin, so page rendering is covered end to end by
 * Playwright.)
 */
type PageAction = (request: Request, context: Readonly<RouterContextProvider>) => Promise<unknown>;
type Routed = { path: RegExp; action: PageAction; admin?: true };

const LOADERS: Routed[] = [
  { path: /^\/switch-language$/, action: async (request) => switchLanguage(request) },
  { path: /^\/(es\/)?search$/, action: async (request) => heroSearchRedirect(request) },
  { path: /^\/admin$/, action: leadsPageAnswer, admin: true },
  { path: /^\/admin\/leads\/[^/]+$/, action: (request, context) => leadPage(leadIdOf(request), context, request), admin: true },
];

const ACTIONS: Routed[] = [
  { path: /^\/language-hint$/, action: dismissLanguageHint },
  { path: /^\/unsubscribe$/, action: unsubscribeAction },
  { path: /^\/newsletter\/confirm$/, action: confirmAction },
  { path: /^\/admin\/login$/, action: signInAction },
  { path: /^\/admin\/account$/, action: accountAction, admin: true },
  { path: /^\/admin\/leads\/[^/]+$/, action: leadAction, admin: true },
  { path: /^\/admin\/deals$/, action: adminDealsAction, admin: true },
];

/** The :id of /admin/leads/:id, decoded as React Router decodes a param (a malformed escape stays as sent). */
function leadIdOf(request: Request): string {
  const segment = new URL(request.url).pathname.split("/").at(-1) ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const app = createApp(async (request, workerEnv, ctx, nonce) => {
  const url = new URL(request.url);
  const loader = LOADERS.find(({ path }) => path.test(url.pathname));
  if (request.method === "GET" && !loader) return new Response("page");
  const context = new RouterContextProvider();
  context.set(workerContext, { env: workerEnv, ctx, nonce });
  const route = (request.method === "GET" ? loader : ACTIONS.find(({ path }) => path.test(url.pathname))) ?? { action: marketingAction };
  const run = () => answered(route.action(request, context));
  if (!("admin" in route)) return run();
  try {
    return (await requireAdvisor({ request, url, pattern: url.pathname, params: {}, context }, run)) ?? run();
  } catch (thrown) {
    // The guard's redirect to the sign-in page.
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
});

const isData = (value: unknown): value is DataWithResponseInit<unknown> =>
  typeof value === "object" && value !== null && "type" in value && value.type === "DataWithResponseInit";

/** What React Router makes of an action's outcome: its data as JSON with its status, its Response, or a 500. */
async function answered(work: Promise<unknown>): Promise<Response> {
  try {
    const value = await work;
    if (value instanceof Response) return value;
    if (isData(value)) return Response.json(value.data, { status: value.init?.status ?? 200, headers: value.init?.headers });
    return Response.json(value ?? null);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (isData(thrown)) return Response.json(thrown.data, { status: thrown.init?.status ?? 500 });
    return Response.json({ error: String(thrown) }, { status: 500 });
  }
}

export async function postPage(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`https://caradvisor.test${path}`, { method: "POST", body, headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export async function getPage(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`https://caradvisor.test${path}`, { headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export function formBody(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}
