import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { api } from "./api";
import { adminApi } from "./api/admin";
import type { AppEnv } from "./api/app-env";
import { jsonError, pageBodyLimit } from "./api/http";
import { withPageCacheHeaders } from "./page-cache-headers";
import { withoutBuyerToken } from "#app/domain/buyers/buyer-links";
import { sameOrigin, securityHeaders } from "./security-headers";
import { logError, logEvent } from "./log.server";

export type PageHandler = (
  request: Request,
  env: Env,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  nonce: string,
) => Promise<Response>;

/** The Hono root: security headers, origin checks, a request id, one error handler, the API, and every other request to the pages. */
export function createApp(renderPage: PageHandler) {
  const app = new Hono<AppEnv>()
    // Our own id for every request: a client's X-Request-Id is ignored, so no one can
    // write into our log lines or make two requests share an id. The answer carries ours (below).
    .use(requestId({ headerName: "" }))
    .use(async (c, next) => {
      const started = Date.now();
      await next();
      // Set after the handler so error answers and raw Responses carry it too.
      try {
        c.res.headers.set("x-request-id", c.get("requestId"));
      } catch {
        // Responses with immutable headers (Response.redirect) go out without it.
      }
      // The path only: query strings may carry a visitor's details (the admin search, hero search); a
      // buyer's page's path carries its key, which no log line keeps (docs/decisions/052).
      logEvent("request", {
        requestId: c.get("requestId"),
        method: c.req.method,
        route: withoutBuyerToken(c.req.path),
        status: c.res.status,
        durationMs: Date.now() - started,
      });
    })
    .use(securityHeaders)
    .use(sameOrigin)
    .route("/api", api)
    // The advisors' API lives under /admin, so one Cloudflare Access application on /admin covers every
    // advisor door: the pages, the CSV export, the quote files and the deals API.
    .route("/admin/api", adminApi)
    // Every method goes to React Router so that form actions work without JavaScript; bodies over 64 KB are refused first.
    .all("*", pageBodyLimit, async (c) =>
      withPageCacheHeaders(c.req.raw, await renderPage(c.req.raw, c.env, c.executionCtx, c.get("secureHeadersNonce") ?? "")),
    );

  app.onError((error, c) => {
    // Hono's own refusals (a body over its limit, one that is not JSON) leave in the API's `{ error }` shape too.
    if (error instanceof HTTPException) return error.res ?? Response.json({ error: error.message }, { status: error.status });
    logError("unhandled_error", error, { requestId: c.get("requestId") });
    return jsonError(500, "Something went wrong. Please try again.");
  });
  return app;
}
