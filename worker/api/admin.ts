import { Hono } from "hono";
import { leadFiltersSchema, type LeadFilters } from "#app/domain/admin/lead-filters";
import { ADMIN_MESSAGES } from "#app/domain/constants";
import { identifyAdvisor } from "#worker/services/admin/auth.server";
import { leadsCsv, recordExport, type LeadsCsvKind } from "#worker/services/admin/csv.server";
import { dealerQuotePath } from "#worker/services/admin/lead-detail.server";
import { dealerQuoteResponse } from "#worker/services/quotes/quote-response.server";
import { publicAdvisor } from "#worker/services/admin/advisors.server";
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
  .get("/leads.csv", valid("query", leadFiltersSchema), (c) => leadsExport(c.env, c.req.valid("query"), c.get("advisor").id, "advisor"))
  .get("/leads-technical.csv", valid("query", leadFiltersSchema), (c) =>
    leadsExport(c.env, c.req.valid("query"), c.get("advisor").id, "technical"),
  )
  .get(
    "/leads/:id/quote",
    async (c) => (await dealerQuoteResponse(c.env, await dealerQuotePath(c.env, c.req.param("id")))) ?? jsonError(404, "Not found"),
  )
  .route("/leads", adminQuotesApi)
  .route("/deals", adminDealsApi)
  .route("/desk", adminDeskApi)
  .all("*", () => jsonError(404, "Not found"));

/** The file names of the two leads exports, by the day they were made. */
const EXPORT_NAMES: Record<LeadsCsvKind, string> = { advisor: "leads", technical: "leads-technical" };

/** A leads export of these filters, recorded in the advisors' audit. */
async function leadsExport(env: Env, filters: LeadFilters, advisorId: number, kind: LeadsCsvKind) {
  await recordExport(env, advisorId, filters, kind);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await leadsCsv(env, filters, advisorId, kind), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${EXPORT_NAMES[kind]}-${day}.csv"`,
    },
  });
}
