import { Hono } from "hono";
import { cacheImagesBodySchema } from "#app/domain/admin/deals-api-schemas";
import { cacheDealImages, imageCacheOverview } from "#worker/services/vehicles/stock-image-cache.server";
import type { AppEnv } from "./app-env";
import { jsonBodyLimit, valid } from "./http";

// Advisors only: the sign-in gate in front of /admin/api/* has already let this request through.
// Deals are added, edited and deleted through the deals page's action; what is left here is the image
// cache run the page drives from the browser, 5 deals a request (SPEC §9).

export const adminDealsApi = new Hono<AppEnv>()
  .get("/images", async (c) => {
    const { images, count, lackingDealIds } = await imageCacheOverview(c.env);
    return c.json({ images, count, lackingCount: lackingDealIds.length, lackingDealIds });
  })
  .post("/images/cache", jsonBodyLimit, valid("json", cacheImagesBodySchema), async (c) =>
    c.json({ results: await cacheDealImages(c.env, c.req.valid("json").dealIds) }),
  );
