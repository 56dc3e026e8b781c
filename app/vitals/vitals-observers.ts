import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
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

// Loaded by report-vitals.ts after the page has loaded, as a chunk of its own that imports no other: a page
// that hydrates islands without React fetches no React for it. web-vitals measures; this module sends what
// it has each time the page is hidden (the last moment a browser reliably runs a page's code; `pagehide`
// for Safari, which does not always fire `visibilitychange` as a page unloads), each metric once per view.

/**
 * Observes the page view's five metrics and sends them with `navigator.sendBeacon`, grouped by the route
 * and the language the root wrote on `<html>`, the device class and the connection type; for LCP and INP,
 * the element's tag, id and classes.
 */
export function observeVitals(root: HTMLElement): void {
  const route = root.dataset.vitalsRoute;
  const language = root.lang;
  if (!route || !isBeaconLanguage(language)) return;
  const view: Omit<VitalsBeacon, "metrics"> = { route, language, device: deviceClassOf(window.innerWidth) };
  const connection = effectiveConnection();
  if (connection) view.connection = connection;
  const targets = interactionTargets();
  const pending = new Map<VitalMetric, { id: string; metric: BeaconMetric }>();
  // A metric web-vitals reports again with a larger value (CLS, INP after the visitor came back) was sent
  // already; a page restored from the back-forward cache is a new view with new ids.
  const sent = new Set<string>();
  const note = (metric: MetricType) => {
    if (sent.has(metric.id)) return;
    const selector = selectorOf(metric, targets);
    pending.set(metric.name, { id: metric.id, metric: { name: metric.name, value: metric.value, ...(selector ? { selector } : {}) } });
  };
  onTTFB(note);
  onFCP(note);
  onLCP(note);
  onCLS(note);
  onINP(note);
  const send = () => {
    if (pending.size === 0) return;
    const beacon: VitalsBeacon = { ...view, metrics: [...pending.values()].map(({ metric }) => metric) };
    if (!navigator.sendBeacon(VITALS_PATH, JSON.stringify(beacon))) return;
    for (const { id } of pending.values()) sent.add(id);
    pending.clear();
  };
  // web-vitals settles CLS, INP and LCP in its own listener, registered in the capture phase: it runs first.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  addEventListener("pagehide", send);
}

function selectorOf(metric: MetricType, targets: ReadonlyMap<number, { selector: string }>): string | undefined {
  if (metric.name === "LCP") {
    const element = metric.entries.at(-1)?.element;
    return element ? elementSelector(element) : undefined;
  }
  if (metric.name === "INP") {
    const entry = metric.entries[0];
    if (!entry) return undefined;
    if (entry.target instanceof Element) return elementSelector(control(entry.target));
    return targets.get(entry.interactionId)?.selector;
  }
  return undefined;
}

/** What a visitor touched is named by its control: a tap lands on the icon's `path` inside the menu button. */
const CONTROLS = "a, button, input, select, textarea, summary, label, [role=button], [role=link]";
const control = (element: Element) => element.closest(CONTROLS) ?? element;

/**
 * The targets of the slowest interactions, named as they happen: by the time the page is hidden, the button
 * a visitor tapped may have left the page (a chat answer, a closed menu) and its entry no longer knows it.
 * The ten slowest are kept, as web-vitals considers.
 */
function interactionTargets(): ReadonlyMap<number, { duration: number; selector: string }> {
  const targets = new Map<number, { duration: number; selector: string }>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!(entry instanceof PerformanceEventTiming) || !entry.interactionId || !(entry.target instanceof Element)) continue;
      if ((targets.get(entry.interactionId)?.duration ?? -1) >= entry.duration) continue;
      targets.set(entry.interactionId, { duration: entry.duration, selector: elementSelector(control(entry.target)) });
      if (targets.size > KEPT_TARGETS) {
        const fastest = [...targets].reduce((a, b) => (b[1].duration < a[1].duration ? b : a));
        targets.delete(fastest[0]);
      }
    }
  });
  // The first input too: web-vitals counts it, however short, and it is not an `event` entry under 40 ms.
  observer.observe({ type: "event", buffered: true, durationThreshold: 40 });
  observer.observe({ type: "first-input", buffered: true });
  return targets;
}

const KEPT_TARGETS = 10;

/** `navigator.connection.effectiveType`, which only Chromium has. */
function effectiveConnection() {
  if (!("connection" in navigator)) return undefined;
  const { connection } = navigator;
  const type =
    typeof connection === "object" && connection !== null && "effectiveType" in connection ? connection.effectiveType : undefined;
  return isConnectionType(type) ? type : undefined;
}
