import { createRequestHandler, RouterContextProvider } from "react-router";
import { createApp } from "./app";
import { handleQueue } from "./queue-consumers";
import { workerContext } from "./request-context";
import { handleScheduled } from "./scheduled";

const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

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
