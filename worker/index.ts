import { createRequestHandler, RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { createApp } from "./app";
import { handleQueue } from "./queue-consumers";
import { workerContext } from "./request-context.server";
import { handleScheduled } from "./scheduled";

// The live desk's Durable Object class, which wrangler.toml binds as DESK.
export { Desk } from "./services/desk";

// Given a function, React Router derives its route tables from the build on every request, so that the
// dev server can swap builds; a deployed build never changes, so it is given once and derived once, since
// that derivation is a large share of a page's CPU.
const handleDocument = createRequestHandler(
  import.meta.env.DEV ? () => import("virtual:react-router/server-build") : serverBuild,
  import.meta.env.MODE,
);

const app = createApp((request, env, ctx, nonce) => {
  const context = new RouterContextProvider();
  context.set(workerContext, { env, ctx, nonce });
  return handleDocument(request, context);
});

export default {
  fetch: app.fetch,
  // Cron Triggers: hourly deal enrichment, daily housekeeping (worker/scheduled.ts).
  scheduled: handleScheduled,
  // New-lead notifications to the webhook, after the visitor's request has been answered.
  queue: handleQueue,
} satisfies ExportedHandler<Env>;
