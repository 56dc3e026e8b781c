import { Hono } from "hono";
import { cacheImagesBodySchema, dealsPageQuerySchema } from "~/domain/admin/deals-api-schemas";
import { fieldErrors } from "~/domain/field-errors";
import { createDeal, deleteDeal, getDeal, listDeals, updateDeal, type DealSaveOutcome } from "../services/admin-deals.server";
import { cacheDealImages, imageCacheOverview } from "../services/stock-image-cache.server";
import type { AppEnv } from "./app-env";
import { jsonBodyLimit, jsonError, readJson } from "./http";

// Advisors only: the sign-in gate in front of /api/admin/* has already let this request through.

/** Numeric ids only, so /images never reads as a deal id. */
const ID = "/:id{[0-9]+}";

const FIX_FIELDS = "Please correct the highlighted fields.";

const saveAnswer = (outcome: DealSaveOutcome, status: 200 | 201) =>
  outcome.ok ? Response.json({ deal: outcome.deal }, { status }) : jsonError(400, FIX_FIELDS, outcome.fields);

export const adminDealsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = dealsPageQuerySchema.safeParse(c.req.query());
    if (!query.success) return jsonError(400, "Invalid query", fieldErrors(query.error));
    return c.json(await listDeals(c.env, query.data.page));
  })
  .post("/", jsonBodyLimit, async (c) => saveAnswer(await createDeal(c.env, await readJson(c), c.executionCtx), 201))
  .get("/images", async (c) => {
    const { images, count, lackingDealIds } = await imageCacheOverview(c.env);
    return c.json({ images, count, lackingCount: lackingDealIds.length, lackingDealIds });
  })
  .post("/images/cache", jsonBodyLimit, async (c) => {
    const body = cacheImagesBodySchema.safeParse(await readJson(c));
    if (!body.success) return jsonError(400, FIX_FIELDS, fieldErrors(body.error));
    return c.json({ results: await cacheDealImages(c.env, body.data.dealIds) });
  })
  .get(ID, async (c) => {
    const deal = await getDeal(c.env, Number(c.req.param("id")));
    return deal ? c.json({ deal }) : jsonError(404, "Deal not found");
  })
  .put(ID, jsonBodyLimit, async (c) => {
    const outcome = await updateDeal(c.env, Number(c.req.param("id")), await readJson(c), c.executionCtx);
    return outcome ? saveAnswer(outcome, 200) : jsonError(404, "Deal not found");
  })
  .delete(ID, async (c) => ((await deleteDeal(c.env, Number(c.req.param("id")))) ? c.body(null, 204) : jsonError(404, "Deal not found")));
