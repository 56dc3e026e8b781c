import {
  type BeaconMetric,
  deviceClassOf,
  elementSelector,
  isBeaconLanguage,
  isConnectionType,
  VITALS_PATH,
  type VitalsBeacon,
} from "#app/domain/vitals/beacon";
import type { VitalMetric } from "#app/domain/vitals/metrics";
import { layoutShiftWindows, slowestInteractions } from "#app/domain/vitals/vital-windows";

// Loaded by report-vitals.ts after the page has loaded, as a chunk of its own that imports no other. It reads
// the browser's own entries (buffered, so nothing before it started is lost) as Chrome's field data counts them
// (docs/decisions/059-a-beacon-of-its-own.md), and sends what it has each time the page is hidden (the last
// moment a browser reliably runs a page's code, Safari's since 14.1), each metric once per view. A page
// restored from the back-forward cache is a new view.

/**
 * Observes the page view's five metrics and sends them with `navigator.sendBeacon`, grouped by the route
 * and the language the root wrote on `<html>`, the device class and the connection type; for LCP and INP,
 * the element's tag, id and classes.
 */
export function observeVitals(root: HTMLElement): void {
  const route = root.dataset.vitalsRoute;
  const language = root.lang;
  if (!route || !isBeaconLanguage(language)) return;
  const group: Omit<VitalsBeacon, "metrics"> = { route, language, device: deviceClassOf(innerWidth) };
  const connection = navigator.connection?.effectiveType;
  if (isConnectionType(connection)) group.connection = connection;
  // A prerendered page is measured from the moment the visitor sees it (which happens once).
  if (document.prerendering) addEventListener("prerenderingchange", () => measure(group));
  else measure(group);
}

function measure(group: Omit<VitalsBeacon, "metrics">) {
  const navigation = performance
    .getEntriesByType("navigation")
    .find((entry): entry is PerformanceNavigationTiming => entry instanceof PerformanceNavigationTiming);
  const activation = navigation?.activationStart ?? 0;
  const sinceActivation = (time: number) => Math.max(time - activation, 0);
  let hiddenAt = firstHidden(activation);
  // One view's measurements so far, which of them have gone, and its shifts and interactions.
  let values = new Map<VitalMetric, BeaconMetric>();
  let sent = new Set<VitalMetric>();
  let shifts = layoutShiftWindows();
  let interactions = slowestInteractions();
  let countBefore = performance.interactionCount ?? 0;
  // JSON leaves an undefined selector out.
  const set = (name: VitalMetric, value: number, selector?: string) => values.set(name, { name, value, selector });

  if (navigation?.responseStart) set("TTFB", sinceActivation(navigation.responseStart));
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  // A page first painted while hidden says nothing of what a visitor waited for: no FCP, LCP or CLS.
  let measuresPaint = !!fcp && fcp.startTime < hiddenAt;
  if (fcp && measuresPaint) set("FCP", sinceActivation(fcp.startTime));

  function interacted(entry: PerformanceEventTiming) {
    if (!entry.interactionId) return;
    // Named as it happens: by the time the page is hidden, the button a visitor tapped may have left the page.
    const { target } = entry;
    const selector = target instanceof Element ? elementSelector(target.closest(CONTROLS) ?? target) : undefined;
    interactions.add({ interactionId: entry.interactionId, duration: entry.duration, selector });
    // A browser without a count of interactions (Firefox) has its slowest taken, which for fewer than fifty it is.
    const slowest = interactions.estimate((performance.interactionCount ?? 0) - countBefore);
    if (slowest) set("INP", slowest.latency, slowest.selector);
  }
  const layoutShifts = observe("layout-shift", (entry) => {
    if (!measuresPaint) return;
    shifts.add(entry);
    set("CLS", shifts.value);
  });
  // A browser that cannot see layout shifts reports no CLS (rather than none shifted).
  if (measuresPaint && layoutShifts) set("CLS", 0);
  const observers = [
    layoutShifts,
    observe("largest-contentful-paint", (entry) => {
      if (measuresPaint && entry.startTime < hiddenAt)
        set("LCP", sinceActivation(entry.startTime), entry.element ? elementSelector(entry.element) : undefined);
    }),
    observe("event", interacted, { durationThreshold: EVENT_THRESHOLD_MS }),
    // The first input too, however short: it is not an `event` entry under the threshold.
    observe("first-input", interacted),
  ];

  const send = () => {
    for (const observer of observers) observer?.flush();
    const metrics = [...values.values()].filter(({ name }) => !sent.has(name));
    if (metrics.length === 0 || !navigator.sendBeacon(VITALS_PATH, JSON.stringify({ ...group, metrics } satisfies VitalsBeacon))) return;
    for (const { name } of metrics) sent.add(name);
  };
  addEventListener("visibilitychange", (event) => {
    if (document.visibilityState === "hidden") {
      hiddenAt = Math.min(hiddenAt, event.timeStamp);
      send();
    }
  });
  // Back from the back-forward cache: a new view, painted when its next frame is, with nothing shifted or touched yet.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    values = new Map();
    sent = new Set();
    shifts = layoutShiftWindows();
    interactions = slowestInteractions();
    countBefore = performance.interactionCount ?? 0;
    hiddenAt = Number.POSITIVE_INFINITY;
    measuresPaint = true;
    set("TTFB", 0);
    set("CLS", 0);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const shown = performance.now() - event.timeStamp;
        set("FCP", shown);
        set("LCP", shown);
      }),
    );
  });
}

/** An interaction's shortest entries say nothing of its delay: only those of 40 ms or more are read. */
const EVENT_THRESHOLD_MS = 40;

/** The entries each observed type hands over. */
type Entries = {
  "layout-shift": LayoutShift;
  "largest-contentful-paint": LargestContentfulPaint;
  event: PerformanceEventTiming;
  "first-input": PerformanceEventTiming;
};

/** Observes one entry type, buffered, and hands each entry over; `flush` hands over the ones still queued. */
function observe<T extends keyof Entries>(type: T, handle: (entry: Entries[T]) => void, options: { durationThreshold?: number } = {}) {
  if (!PerformanceObserver.supportedEntryTypes.includes(type)) return undefined;
  // An observer of one type is handed entries of that type only; TypeScript's DOM types cannot say so.
  const each = (entries: PerformanceEntryList) => {
    for (const entry of entries) handle(entry as Entries[T]);
  };
  const observer = new PerformanceObserver((list) => each(list.getEntries()));
  observer.observe({ type, buffered: true, ...options });
  return { flush: () => each(observer.takeRecords()) };
}

/** When the page was first hidden since it was shown: a tab opened in the background was hidden from the start. */
function firstHidden(activation: number): number {
  const hidden = performance.getEntriesByType("visibility-state").find((entry) => entry.name === "hidden" && entry.startTime > activation);
  if (hidden) return hidden.startTime;
  return document.visibilityState === "hidden" ? 0 : Number.POSITIVE_INFINITY;
}

/** What a visitor touched is named by its control: a tap lands on the icon's `path` inside the menu button. */
const CONTROLS = "a,button,input,select,textarea,summary,label";
