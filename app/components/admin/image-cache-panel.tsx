import type { FormEvent } from "react";
import { Form } from "react-router";
import { vehicleName } from "#app/domain/admin/deal-fields";
import {
  batchStatusText,
  cachedAtText,
  cacheStatusText,
  IMAGE_CACHE_MESSAGES,
  imageCacheEstimate,
  type CacheProgress,
} from "#app/domain/admin/image-cache";
import { IMAGE_CACHE } from "#app/domain/constants";
import { useHydrated } from "#app/components/use-hydrated";
import { useImageCacheRun } from "./use-image-cache-run";

type CachedImage = { id: number; year: number; make: string; model: string; trim: string | null; imageUrl: string; createdAt: string };

type ImageCachePanelProps = {
  images: CachedImage[];
  count: number;
  lackingCount: number;
  /** The answer of the no-JavaScript path, which caches one batch per press. */
  batchResult?: { progress: CacheProgress; lackingAfter: number };
};

const runButton =
  "rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white shadow hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

/** SPEC §7 call 10 and §9: what the stock image cache holds, what is missing, and a button to fill it. */
export function ImageCachePanel({ images, count, lackingCount, batchResult }: ImageCachePanelProps) {
  const hydrated = useHydrated();
  const { run, start } = useImageCacheRun();
  const running = run.phase === "running";
  const estimate = imageCacheEstimate(lackingCount);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void start();
  }

  const status =
    run.phase !== "idle"
      ? cacheStatusText(run.phase, run.progress)
      : batchResult
        ? batchStatusText(batchResult.progress, batchResult.lackingAfter)
        : "";

  return (
    <div className="space-y-4">
      <p>
        <strong className="tabular-nums">{count}</strong> {count === 1 ? "image is" : "images are"} cached.
      </p>
      <p>
        {lackingCount === 0 ? (
          IMAGE_CACHE_MESSAGES.noneLacking
        ) : (
          <>
            <strong className="tabular-nums">{lackingCount}</strong> {lackingCount === 1 ? "deal lacks" : "deals lack"} an image:{" "}
            <span className="whitespace-nowrap">{estimate.text}</span>
          </>
        )}
      </p>
      <Form method="post" onSubmit={hydrated ? submit : undefined}>
        <input type="hidden" name="intent" value="cache-images" />
        <button type="submit" disabled={running || lackingCount === 0} aria-describedby="image-cache-status" className={runButton}>
          {running ? "Caching..." : "Cache missing images"}
        </button>
        <span className="ml-3 text-sm text-slate-600">
          {IMAGE_CACHE.batchSize} at a time, {IMAGE_CACHE.batchPauseMs / 1000} s apart
        </span>
      </Form>
      {run.phase !== "idle" ? (
        <progress
          aria-labelledby="image-cache-status"
          value={run.progress.cached + run.progress.missed}
          max={Math.max(run.progress.total, 1)}
          className="block h-3 w-full max-w-md"
        />
      ) : null}
      {/* Always in the page, so screen readers announce each change of its text. */}
      <p id="image-cache-status" role="status" aria-live="polite" className="text-sm text-slate-800">
        {status}
      </p>
      <RecentImages images={images} count={count} />
    </div>
  );
}

function RecentImages({ images, count }: { images: CachedImage[]; count: number }) {
  if (images.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-800">
          {images.length < count ? `The newest ${images.length} of ${count} cached images` : "Cached images"}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Vehicle
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Image URL
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Cached
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {images.map((image) => (
            <tr key={image.id}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {vehicleName(image)}
              </th>
              <td className="px-3 py-2 font-mono text-xs break-all">{image.imageUrl}</td>
              <td className="px-3 py-2 whitespace-nowrap">{cachedAtText(image.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
