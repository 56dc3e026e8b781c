import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { marketingAction } from "~/routes/marketing.server";
import { createApp } from "../../worker/app";
import { workerContext } from "../../worker/request-context.server";

/**
 * The Worker's Hono root with the marketing pages' action behind it, as the React Router build calls
 * it for a non-GET page request; the action's result comes back as JSON. (The build itself needs the
 * Vite plugin, so page rendering is covered end to end by Playwright.)
 */
const app = createApp(async (request, workerEnv, ctx, nonce) => {
  if (request.method === "GET") return new Response("page");
  const context = new RouterContextProvider();
  context.set(workerContext, { env: workerEnv, ctx, nonce });
  return Response.json(await marketingAction(request, context));
});

export async function postPage(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`https://caradvisor.test${path}`, { method: "POST", body, headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export function formBody(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}
