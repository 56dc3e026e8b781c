import { count, desc, inArray, notExists } from "drizzle-orm";
import { IMAGE_CACHE } from "#app/domain/constants";
import { placeholderUrl } from "#app/domain/vehicle-image";
import { dealImageQuery } from "#app/domain/vehicle-image-query";
import { database } from "#worker/db/client";
import { negotiatedDeals as deals, stockVehicleImages as images } from "#worker/db/schema";
import { hasImageSubquery } from "#worker/services/deals";
import { vehicleImage } from "./image.server";

export type StockImage = typeof images.$inferSelect;
export type ImageCacheOverview = { images: StockImage[]; count: number; lackingDealIds: number[] };
export type DealImageResult = { id: number; cached: boolean };

/** SPEC §7 call 10: the newest cached images (a screenful), the total, and the deals still without one. */
export async function imageCacheOverview(env: Env): Promise<ImageCacheOverview> {
  const db = database(env.DB);
  const [recent, totals, lackingDealIds] = await Promise.all([
    db.select().from(images).orderBy(desc(images.createdAt), desc(images.id)).limit(IMAGE_CACHE.recentListed),
    db.select({ n: count() }).from(images),
    dealsLackingImage(env),
  ]);
  return { images: recent, count: totals[0]?.n ?? 0, lackingDealIds };
}

/** Ids of the deals with no stock image, newest deal first, the order the cache button fills them in. */
export async function dealsLackingImage(env: Env): Promise<number[]> {
  const db = database(env.DB);
  const rows = await db
    .select({ id: deals.id })
    .from(deals)
    .where(notExists(hasImageSubquery(db)))
    .orderBy(desc(deals.dateNegotiated), desc(deals.id));
  return rows.map((row) => row.id);
}

/**
 * One batch of SPEC §9 (at most 5 deals): each goes through vehicleImage() as the advisor (asking the
 * provider again even where a miss was remembered), which stores the provider's image in
 * stock_vehicle_images and drops the cached deals payload. `cached` is true when the deal now has a real image;
 * the placeholder (no provider configured, provider without that car, any failure) is false, and so
 * is an id that names no deal (deleted meanwhile).
 */
export async function cacheDealImages(env: Env, dealIds: readonly number[]): Promise<DealImageResult[]> {
  if (dealIds.length > IMAGE_CACHE.batchSize) throw new RangeError(`at most ${IMAGE_CACHE.batchSize} deals per batch`);
  if (dealIds.length === 0) return [];
  const rows = await database(env.DB)
    .select({ id: deals.id, year: deals.year, make: deals.make, model: deals.model, trim: deals.trim, bodyStyle: deals.bodyStyle })
    .from(deals)
    .where(inArray(deals.id, [...dealIds]));
  // Deals of the same car share one lookup, so a batch never asks the provider twice or stores a duplicate row.
  const lookups = new Map<string, Promise<boolean>>();
  const hasImage = (row: (typeof rows)[number]) => {
    const query = dealImageQuery(row);
    const key = [query.year, query.make, query.model, query.trim ?? ""].join("|");
    let lookup = lookups.get(key);
    if (!lookup) {
      lookup = vehicleImage(env, query, "advisor").then((image) => image.imageUrl !== placeholderUrl(query.body));
      lookups.set(key, lookup);
    }
    return lookup;
  };
  return Promise.all(
    dealIds.map(async (id) => {
      const row = rows.find((r) => r.id === id);
      return { id, cached: row ? await hasImage(row) : false };
    }),
  );
}
