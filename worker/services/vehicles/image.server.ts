import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { CACHE_TTL_SECONDS } from "#app/domain/constants";
import { placeholderUrl } from "#app/domain/vehicle-image";
import { isPathSafeQuery, type VehicleImageQuery } from "#app/domain/vehicle-image-query";
import { appConfig } from "#worker/config.server";
import { database, replicaDatabase } from "#worker/db/client";
import { stockVehicleImages as images } from "#worker/db/schema";
import { allowedMakeName } from "#app/domain/vehicle-makes";
import { dropDealsPayload } from "#worker/services/deals";
import { listModels } from "./vpic.server";
import { logError, loggedFetch } from "#worker/log.server";

export const IMAGE_PROVIDER_TIMEOUT_MS = 3000;

/** KV's value for a car with no image: remembered for 24 hours like a hit. Never a URL, so never mistaken for one. */
export const IMAGE_MISS = "miss";

const cachedUrl = z.url();

export type VehicleImage = { imageUrl: string; cached: boolean };

/**
 * Who asks. A visitor (/api/vehicle-image) reads near them (a D1 session) and takes a remembered miss
 * as an answer. The back office's cache run reads the primary and asks the provider again whatever
 * was remembered: that press is how an advisor fills the cards' images (SPEC §9).
 */
export type ImageAsker = "visitor" | "advisor";

/**
 * SPEC §7 call 11 on the server: KV, then the stock_vehicle_images table, then the image provider
 * (a URL template var). No provider, or any failure, gives the placeholder silhouette for the body style.
 */
export async function vehicleImage(env: Env, query: VehicleImageQuery, asker: ImageAsker = "visitor"): Promise<VehicleImage> {
  const key = `img:${query.year}:${query.make}:${query.model}:${query.trim ?? ""}`;
  const placeholder = { imageUrl: placeholderUrl(query.body), cached: false };
  try {
    const remembered = await env.CACHE.get(key);
    const hit = cachedUrl.safeParse(remembered);
    if (hit.success) return { imageUrl: hit.data, cached: true };
    if (remembered === IMAGE_MISS && asker === "visitor") return placeholder;

    const reads = asker === "visitor" ? replicaDatabase(env.DB) : database(env.DB);
    const [stored] = await reads
      .select({ imageUrl: images.imageUrl })
      .from(images)
      .where(
        and(
          eq(images.year, query.year),
          eq(images.make, query.make),
          eq(images.model, query.model),
          query.trim ? eq(images.trim, query.trim) : isNull(images.trim),
        ),
      )
      .limit(1);
    if (stored) {
      await env.CACHE.put(key, stored.imageUrl, { expirationTtl: CACHE_TTL_SECONDS });
      return { imageUrl: stored.imageUrl, cached: true };
    }

    // A visitor names any car: only the catalogue's reach the provider or the caches, and nobody's
    // part that is not path-safe reaches the provider's path.
    if (!isPathSafeQuery(query) || (asker === "visitor" && !(await isCatalogueCar(env, query)))) return placeholder;
    const found = await askProvider(env, query);
    if (found) {
      await database(env.DB)
        .insert(images)
        .values({ year: query.year, make: query.make, model: query.model, trim: query.trim ?? null, imageUrl: found });
      await env.CACHE.put(key, found, { expirationTtl: CACHE_TTL_SECONDS });
      // A card may show this car: the cached deals payload still has its placeholder. Only
      // the advisor's cache run drops it; a visitor's lookup never does, and the
      // payload picks the image up when it is next built.
      if (asker === "advisor") await dropDealsPayload(env);
      return { imageUrl: found, cached: false };
    }
    // Asked and answered "none": remembered, so the next ask costs one KV read, not D1 and the provider.
    await env.CACHE.put(key, IMAGE_MISS, { expirationTtl: CACHE_TTL_SECONDS });
  } catch (error) {
    // A failure is not remembered: the next ask tries again.
    logError("vehicle_image_failed", error, { fallback: "placeholder" });
  }
  return placeholder;
}

/**
 * Whether a visitor's car is one the site knows: a make of the allow-list, and a model vPIC lists for it
 * around that year (the lists the forms offer, read through their KV cache). The advisor's cache run
 * asks for the deals' own cars, which are the site's catalogue already.
 */
async function isCatalogueCar(env: Env, query: VehicleImageQuery): Promise<boolean> {
  const make = allowedMakeName(query.make);
  if (!make) return false;
  const models = await listModels(env, make, query.year);
  return models.some((model) => model.toLowerCase() === query.model);
}

/** The provider's URL for this car when it answers with an image; null when it has none; throws when it fails. */
async function askProvider(env: Env, query: VehicleImageQuery): Promise<string | null> {
  const template = appConfig(env).IMAGE_PROVIDER_URL;
  if (!template) return null;
  const url = template
    .replaceAll("{year}", String(query.year))
    .replaceAll("{make}", encodeURIComponent(query.make))
    .replaceAll("{model}", encodeURIComponent(query.model))
    .replaceAll("{trim}", encodeURIComponent(query.trim ?? ""));
  const response = await loggedFetch("image-provider", url, { method: "HEAD", signal: AbortSignal.timeout(IMAGE_PROVIDER_TIMEOUT_MS) });
  // A provider in trouble has not said "no image": that is a failure, tried again next time.
  if (response.status >= 500 || response.status === 429) throw new Error(`image provider answered ${response.status}`);
  return response.ok && (response.headers.get("content-type") ?? "").startsWith("image/") ? url : null;
}
