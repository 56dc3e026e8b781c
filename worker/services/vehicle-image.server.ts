import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { CACHE_TTL_SECONDS } from "~/domain/constants";
import { placeholderUrl } from "~/domain/vehicle-image";
import type { VehicleImageQuery } from "~/domain/vehicle-image-query";
import { appConfig } from "../config";
import { database } from "../db/client";
import { stockVehicleImages as images } from "../db/schema";
import { logError, loggedFetch } from "../log";

export const IMAGE_PROVIDER_TIMEOUT_MS = 3000;

const cachedUrl = z.url();

export type VehicleImage = { imageUrl: string; cached: boolean };

/**
 * SPEC §7 call 11 on the server: KV, then the stock_vehicle_images table, then the image provider
 * (a URL template var). No provider, or any failure, gives the placeholder silhouette for the body style.
 */
export async function vehicleImage(env: Env, query: VehicleImageQuery): Promise<VehicleImage> {
  const key = `img:${query.year}:${query.make}:${query.model}:${query.trim ?? ""}`;
  try {
    const hit = cachedUrl.safeParse(await env.CACHE.get(key));
    if (hit.success) return { imageUrl: hit.data, cached: true };

    const db = database(env.DB);
    const [stored] = await db
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

    const found = await askProvider(env, query);
    if (found) {
      await db.insert(images).values({ year: query.year, make: query.make, model: query.model, trim: query.trim ?? null, imageUrl: found });
      await env.CACHE.put(key, found, { expirationTtl: CACHE_TTL_SECONDS });
      return { imageUrl: found, cached: false };
    }
  } catch (error) {
    logError("vehicle_image_failed", error, { fallback: "placeholder" });
  }
  return { imageUrl: placeholderUrl(query.body), cached: false };
}

/** The provider's URL for this car when it answers with an image; null otherwise. */
async function askProvider(env: Env, query: VehicleImageQuery): Promise<string | null> {
  const template = appConfig(env).IMAGE_PROVIDER_URL;
  if (!template) return null;
  const url = template
    .replaceAll("{year}", String(query.year))
    .replaceAll("{make}", encodeURIComponent(query.make))
    .replaceAll("{model}", encodeURIComponent(query.model))
    .replaceAll("{trim}", encodeURIComponent(query.trim ?? ""));
  const response = await loggedFetch("image-provider", url, { method: "HEAD", signal: AbortSignal.timeout(IMAGE_PROVIDER_TIMEOUT_MS) });
  return response.ok && (response.headers.get("content-type") ?? "").startsWith("image/") ? url : null;
}
