import { Hono } from "hono";
import { leadFiltersSchema } from "~/domain/admin/lead-filters";
import { ADMIN_MESSAGES } from "~/domain/constants";
import { identifyAdvisor } from "../services/admin/auth.server";
import { leadsCsv, recordExport } from "../services/admin/csv.server";
import { dealerQuotePath } from "../services/admin/lead-detail.server";
import { dealerQuoteResponse } from "../services/quotes/quote-response.server";
import { publicAdvisor } from "../services/admin/advisors.server";
import { adminDealsApi } from "./admin-deals";
import { adminDeskApi } from "./admin-desk";
import { adminQuotesApi } from "./admin-quotes";
import type { AdminEnv } from "./app-env";
import { jsonError, valid } from "./http";

/**
 * /admin/api: advisors only (a session cookie or an Access JWT); nothing here is ever cached. Only what
 * a page cannot answer as HTML lives here: the CSV export, the dealer-quote stream,
 * the image-cache runs and the live desk's socket. Everything else is the admin pages' own loaders and actions.
 */
export const adminApi = new Hono<AdminEnv>()
  .use(async (c, next) => {
    const identity = await identifyAdvisor(c.env, c.req.raw);
    if (!identity.advisor) {
      const refused = jsonError(401, ADMIN_MESSAGES.unauthorized);
      refused.headers.set("cache-control", "no-store");
      return refused;
    }
    c.set("advisor", publicAdvisor(identity.advisor));
    c.set("credential", { sessionId: identity.sessionId, credentialVersion: identity.advisor.credentialVersion });
    await next();
    // A socket's 101 answer is the desk's, with headers of its own; there is nothing to cache in it.
    if (c.res.status !== 101) c.res.headers.set("cache-control", "private, no-store");
  })
  .get("/leads.csv", valid("query", leadFiltersSchema), async (c) => {
    const filters = c.req.valid("query");
    const { id } = c.get("advisor");
    await recordExport(c.env, id, filters);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(await leadsCsv(c.env, filters, id), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="leads-${day}.csv"` },
    });
  })
  .get(
    "/leads/:id/quote",
    async (c) => (await dealerQuoteResponse(c.env, await dealerQuotePath(c.env, c.req.param("id")))) ?? jsonError(404, "Not found"),
  )
  .route("/leads", adminQuotesApi)
  .route("/deals", adminDealsApi)
  .route("/desk", adminDeskApi)
  .all("*", () => jsonError(404, "Not found"));
