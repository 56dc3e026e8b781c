import { createRequestHandler, RouterContextProvider } from "react-router";
import { createApp } from "./app";
import { workerContext } from "./request-context";

const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = createApp((request, env, ctx) => {
  const context = new RouterContextProvider();
  context.set(workerContext, { env, ctx });
  return handleDocument(request, context);
});

export default { fetch: app.fetch } satisfies ExportedHandler<Env>;
