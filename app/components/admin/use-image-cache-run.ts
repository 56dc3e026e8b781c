import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { batchesOf, tallyCached, type CacheProgress } from "#app/domain/admin/image-cache";
import { IMAGE_CACHE } from "#app/domain/constants";
import { cacheImageBatch, fetchLackingDealIds } from "./admin-deals-api";

export type CacheRun = { phase: "idle" | "running" | "done" | "failed"; progress: CacheProgress };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §9 in the browser: every deal lacking an image, 5 at a time with a 1-second pause between
 * batches, so one request never does more than 5 lookups. The page's data is reloaded at the end.
 */
export function useImageCacheRun() {
  const revalidator = useRevalidator();
  const [run, setRun] = useState<CacheRun>({ phase: "idle", progress: { total: 0, cached: 0, missed: 0 } });
  const mounted = useRef(false);
  const running = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      // Leaving the page stops the loop after the batch in flight.
      mounted.current = false;
    };
  }, []);

  async function start() {
    if (running.current) return;
    running.current = true;
    let progress: CacheProgress = { total: 0, cached: 0, missed: 0 };
    setRun({ phase: "running", progress });
    try {
      const ids = await fetchLackingDealIds();
      progress = { ...progress, total: ids.length };
      setRun({ phase: "running", progress });
      for (const [index, batch] of batchesOf(ids).entries()) {
        if (index > 0) await pause(IMAGE_CACHE.batchPauseMs);
        if (!mounted.current) return;
        progress = tallyCached(progress, await cacheImageBatch(batch));
        setRun({ phase: "running", progress });
      }
      setRun({ phase: "done", progress });
    } catch (error) {
      console.error("image caching stopped", error);
      setRun({ phase: "failed", progress });
    } finally {
      running.current = false;
      if (mounted.current) void revalidator.revalidate();
    }
  }

  return { run, start };
}
