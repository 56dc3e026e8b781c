import { IMAGE_CACHE } from "../constants";

export type CacheEstimate = { count: number; megabytes: number; dollars: number; text: string };

const oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** SPEC §9: what caching `count` images costs, "≈ 12 × 0.1 MB = 1.2 MB, ≈ $0.12". */
export function imageCacheEstimate(count: number): CacheEstimate {
  const megabytes = count * IMAGE_CACHE.mbPerImage;
  const dollars = count * IMAGE_CACHE.dollarsPerImage;
  return {
    count,
    megabytes,
    dollars,
    text: `≈ ${count} × ${IMAGE_CACHE.mbPerImage} MB = ${oneDecimal.format(megabytes)} MB, ≈ ${cents.format(dollars)}`,
  };
}

/** Splits the deal ids into the batches of SPEC §9 (5 at a time). */
export function batchesOf<T>(items: readonly T[], size: number = IMAGE_CACHE.batchSize): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

export type CacheProgress = { total: number; cached: number; missed: number };

export const tallyCached = (progress: CacheProgress, results: readonly { cached: boolean }[]): CacheProgress => ({
  ...progress,
  cached: progress.cached + results.filter((r) => r.cached).length,
  missed: progress.missed + results.filter((r) => !r.cached).length,
});

/** The live line under the progress bar: "Cached 3 of 10 (1 could not be found)". */
export function cacheProgressText({ total, cached, missed }: CacheProgress): string {
  return `Cached ${cached} of ${total} (${missed} could not be found)`;
}

/**
 * Said at the end when not one image was found: with no image provider configured the cache can
 * never fill, and the advisor should know that rather than press the button again.
 */
export const NOTHING_CACHED_MESSAGE =
  "No image could be found for any of these deals, so nothing was cached. The image provider may not be configured (IMAGE_PROVIDER_URL).";
