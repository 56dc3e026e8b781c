import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { api } from "./api";
import type { AppEnv } from "./api/app-env";
import { jsonError } from "./api/http";

export type PageHandler = (request: Request, env: Env, ctx: { waitUntil(promise: Promise<unknown>): void }) => Promise<Response>;

/** The Hono root: secure headers, a request id, one error handler, the API, and every other request to the pages. */
export function createApp(renderPage: PageHandler) {
  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(async (c, next) => {
      await next();
      // Set after the handler so error answers and raw Responses carry it too.
      try {
        c.res.headers.set("x-request-id", c.get("requestId"));
      } catch {
        // Responses with immutable headers (Response.redirect) go out without it.
      }
    })
    .use(secureHeaders({ referrerPolicy: "strict-origin-when-cross-origin" }))
    .route("/api", api)
    // Every method goes to React Router so that form actions work without JavaScript.
    .all("*", (c) => renderPage(c.req.raw, c.env, c.executionCtx));

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error(JSON.stringify({ event: "unhandled_error", requestId: c.get("requestId"), message: String(error) }));
    return jsonError(500, "Something went wrong. Please try again.");
  });
  return app;
}
