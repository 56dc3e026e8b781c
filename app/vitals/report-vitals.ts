// The page's Web Vitals beacon (docs/decisions/050 and 059), for every page entry: React
// Router's hydration calls it from the root's first effect, and a page that hydrates islands calls it from
// its own entry. No React, no router: only this module's few lines load with the page; the measuring code
// (vitals-observers.ts) is fetched once the page has loaded and the browser is idle, so it never competes
// with the page's own work.

let started = false;

/**
 * Starts measuring this page view, once, as the root's `<html>` says (`data-vitals-route`,
 * `data-vitals-sample`, `lang`), unless the view falls outside the sample: none, for a browser that asks not
 * to be tracked (Do Not Track, Global Privacy Control), whose requests say so to the server. Returns at once.
 */
export function reportVitals(root: HTMLElement = document.documentElement): void {
  // Absent or not a number, the share is NaN, and no view is measured.
  const sampleRate = Number(root.dataset.vitalsSample);
  if (started || !(Math.random() < sampleRate)) return;
  started = true;
  afterLoadAndIdle(() => {
    // A failed fetch of the measuring code (a new deploy replaced it) costs the page nothing: this view goes unmeasured.
    import("./vitals-observers").then((measuring) => measuring.observeVitals(root)).catch(() => undefined);
  });
}

function afterLoadAndIdle(run: () => void) {
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(run, { timeout: IDLE_WAIT_MS }) : setTimeout(run, 0));
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

/** A page that is never idle still starts measuring this long after its load. */
const IDLE_WAIT_MS = 5_000;
