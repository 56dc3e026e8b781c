import { IMAGE_CACHE } from "#app/domain/constants";

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

export const IMAGE_CACHE_MESSAGES = {
  // Said when not one image was found: with no image provider configured the cache can never fill,
  // and the advisor should know that rather than press the button again.
  nothingCached:
    "No image could be found for these deals, so nothing was cached. The image provider may not be configured (IMAGE_PROVIDER_URL).",
  stopped: "Caching stopped because the server did not answer. What was cached is kept; press the button again to continue.",
  noneLacking: "Every deal has a cached image.",
  stillLacking: (count: number) => `${count} ${count === 1 ? "deal still lacks" : "deals still lack"} an image.`,
} as const;

/** The live status of a run in the browser, with the honest ending when nothing could be cached. */
export function cacheStatusText(phase: "running" | "done" | "failed", progress: CacheProgress): string {
  if (phase === "done" && progress.total === 0) return IMAGE_CACHE_MESSAGES.noneLacking;
  const parts = [cacheProgressText(progress)];
  if (phase === "failed") parts.push(IMAGE_CACHE_MESSAGES.stopped);
  if (phase === "done" && progress.cached === 0) parts.push(IMAGE_CACHE_MESSAGES.nothingCached);
  return parts.join(". ");
}

/** Without JavaScript each press caches one batch; the page then says how many deals are left. */
export function batchStatusText(progress: CacheProgress, lackingAfter: number): string {
  const parts = [cacheProgressText(progress)];
  if (progress.total > 0 && progress.cached === 0) parts.push(IMAGE_CACHE_MESSAGES.nothingCached);
  parts.push(lackingAfter === 0 ? IMAGE_CACHE_MESSAGES.noneLacking : IMAGE_CACHE_MESSAGES.stillLacking(lackingAfter));
  return parts.join(". ");
}

/** "2026-03-01 14:05 UTC" from a stored ISO timestamp. */
export const cachedAtText = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;
