import { createRequestHandler, RouterContextProvider } from "react-router";
import { createApp } from "./app";
import { workerContext } from "./request-context";
import { enrichPendingDeals } from "./services/deal-enrichment.server";

const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = createApp((request, env, ctx, nonce) => {
  const context = new RouterContextProvider();
  context.set(workerContext, { env, ctx, nonce });
  return handleDocument(request, context);
});

export default {
  fetch: app.fetch,
  // Cron Trigger: deals still missing specs are enriched on a schedule too (SPEC §4).
  scheduled: (_controller, env, ctx) => ctx.waitUntil(enrichPendingDeals(env)),
} satisfies ExportedHandler<Env>;
