import { redirect, type RouterContextProvider } from "react-router";
import { dealInputFromForm } from "#app/domain/admin/deal-form";
import { dealNotice, type DealNotice } from "#app/domain/admin/deal-fields";
import { dealActionSchema, dealsPageQuerySchema } from "#app/domain/admin/deals-api-schemas";
import { tallyCached, type CacheProgress } from "#app/domain/admin/image-cache";
import { IMAGE_CACHE } from "#app/domain/constants";
import { workerContext } from "#worker/request-context.server";
import { createDeal, deleteDeal, getDeal, listDeals, updateDeal } from "#worker/services/admin/deals.server";
import { cacheDealImages, dealsLackingImage, imageCacheOverview } from "#worker/services/vehicles/stock-image-cache.server";
import { readForm } from "#app/routes/read-form.server";

type Context = Readonly<RouterContextProvider>;

/** The page's data: one page of deals, the deal being edited (?edit=id), the image cache, and the last action's notice. */
export async function adminDealsData(request: Request, context: Context) {
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  const query = dealsPageQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const editId = Number(url.searchParams.get("edit"));
  const [list, imageCache, editing] = await Promise.all([
    listDeals(env, query.success ? query.data.page : 1),
    imageCacheOverview(env),
    Number.isSafeInteger(editId) && editId > 0 ? getDeal(env, editId) : null,
  ]);
  return {
    ...list,
    editing,
    notice: dealNotice(url.searchParams.get("done")),
    imageCache: { images: imageCache.images, count: imageCache.count, lackingCount: imageCache.lackingDealIds.length },
  };
}

export type DealFormFailure = { intent: "create" | "update"; id?: number; fields: Record<string, string>; values: Record<string, string> };
export type CacheBatchResult = { intent: "cache-images"; progress: CacheProgress; lackingAfter: number };

/**
 * The forms of the page, posted without JavaScript or through React Router: the same services as the
 * JSON API. A save redirects back (so a reload never posts twice); a refused one answers its field messages.
 */
export async function adminDealsAction(request: Request, context: Context): Promise<DealFormFailure | CacheBatchResult | Response> {
  const { env, ctx } = context.get(workerContext);
  const form = await readForm(request);
  const action = dealActionSchema.safeParse(Object.fromEntries(form));
  if (!action.success) throw new Response("Unknown form action", { status: 400 });
  // A fixed path: under JavaScript the request is the route's data URL (/admin/deals.data), not the page.
  const done = (notice: DealNotice) => redirect(`/admin/deals?done=${notice}`);

  switch (action.data.intent) {
    case "create": {
      const values = dealInputFromForm(form);
      const outcome = await createDeal(env, values, ctx);
      return outcome.ok ? done("created") : { intent: "create", fields: outcome.fields, values };
    }
    case "update": {
      const { id } = action.data;
      const values = dealInputFromForm(form);
      const outcome = await updateDeal(env, id, values, ctx);
      if (!outcome) return done("missing");
      return outcome.ok ? done("updated") : { intent: "update", id, fields: outcome.fields, values };
    }
    case "delete":
      return done((await deleteDeal(env, action.data.id)) ? "deleted" : "missing");
    case "cache-images": {
      // Without JavaScript there is no loop in the browser: each press caches the next batch of 5.
      const lacking = await dealsLackingImage(env);
      const results = await cacheDealImages(env, lacking.slice(0, IMAGE_CACHE.batchSize));
      const progress = tallyCached({ total: results.length, cached: 0, missed: 0 }, results);
      return { intent: "cache-images", progress, lackingAfter: lacking.length - progress.cached };
    }
  }
}
