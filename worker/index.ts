import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import type { AppEnv } from "./api/app-env";
import { jsonError } from "./api/http";
import { workerContext } from "./request-context";

const renderPage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = new Hono<AppEnv>()
  .use(requestId())
  .use(secureHeaders({ referrerPolicy: "strict-origin-when-cross-origin" }))
  .route("/api", api)
  // Every method goes to React Router so that form actions work without JavaScript.
  .all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(workerContext, { env: c.env, ctx: c.executionCtx });
    return renderPage(c.req.raw, context);
  });

app.onError((error, c) => {
  if (error instanceof HTTPException) return error.getResponse();
  console.error(JSON.stringify({ event: "unhandled_error", requestId: c.get("requestId"), message: String(error) }));
  return jsonError(500, "Something went wrong. Please try again.");
});

export default { fetch: app.fetch } satisfies ExportedHandler<Env>;
