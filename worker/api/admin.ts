import { Hono } from "hono";
import { leadFiltersFrom } from "~/domain/admin/lead-filters";
import { LEAD_STATUSES } from "~/domain/admin/lead-status";
import { ADMIN_MESSAGES } from "~/domain/constants";
import { fieldErrors } from "~/domain/field-errors";
import { z } from "zod";
import { isAdvisor } from "../services/admin-auth.server";
import { leadsCsv } from "../services/admin-csv.server";
import { dashboard } from "../services/admin-dashboard.server";
import { leadDetail, listLeads, overdueLeads, setLeadStatus } from "../services/admin-leads.server";
import { dealerQuoteResponse } from "../services/admin-quote.server";
import { deleteLead } from "../services/lead-deletion.server";
import { adminDealsApi } from "./admin-deals";
import type { AppEnv } from "./app-env";
import { jsonBodyLimit, jsonError, readJson } from "./http";

const statusBody = z.object({ status: z.enum(LEAD_STATUSES) });

/** /api/admin: advisors only (session cookie or Access JWT); nothing here is ever cached. */
export const adminApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!(await isAdvisor(c.env, c.req.raw))) {
      const refused = jsonError(401, ADMIN_MESSAGES.unauthorized);
      refused.headers.set("cache-control", "no-store");
      return refused;
    }
    await next();
    c.res.headers.set("cache-control", "private, no-store");
  })
  .get("/leads", async (c) => {
    const filters = leadFiltersFrom(new URL(c.req.url).searchParams);
    if (!filters.success) return jsonError(400, "Invalid filters", fieldErrors(filters.error));
    const [list, overdue] = await Promise.all([listLeads(c.env, filters.data), overdueLeads(c.env)]);
    return c.json({ ...list, overdue });
  })
  .get("/leads.csv", (c) => {
    const filters = leadFiltersFrom(new URL(c.req.url).searchParams);
    if (!filters.success) return jsonError(400, "Invalid filters", fieldErrors(filters.error));
    const day = new Date().toISOString().slice(0, 10);
    return new Response(leadsCsv(c.env, filters.data), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="leads-${day}.csv"` },
    });
  })
  .get("/leads/:id", async (c) => {
    const detail = await leadDetail(c.env, c.req.param("id"));
    return detail ? c.json(detail) : jsonError(404, "Not found");
  })
  .patch("/leads/:id/status", jsonBodyLimit, async (c) => {
    const body = statusBody.safeParse(await readJson(c));
    if (!body.success) return jsonError(400, "Invalid status", fieldErrors(body.error));
    return (await setLeadStatus(c.env, c.req.param("id"), body.data.status)) ? c.json({ ok: true }) : jsonError(404, "Not found");
  })
  .delete("/leads/:id", async (c) =>
    (await deleteLead(c.env, c.req.param("id"), { reason: "request", advisorId: null })) ? new Response(null, { status: 204 }) : jsonError(404, "Not found"),
  )
  .get("/leads/:id/quote", async (c) => {
    const detail = await leadDetail(c.env, c.req.param("id"));
    return (await dealerQuoteResponse(c.env, detail?.lead.dealerQuoteImagePath ?? null)) ?? jsonError(404, "Not found");
  })
  .get("/dashboard", async (c) => c.json(await dashboard(c.env)))
  .route("/deals", adminDealsApi)
  .all("*", () => jsonError(404, "Not found"));
