/**
 * The Web Vitals a page view reports, with web-vitals' names, in the order the Site speed page shows them.
 * LCP, FCP and TTFB are milliseconds from the navigation, INP milliseconds of one interaction, CLS a score.
 */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const isVitalMetric = (value: unknown): value is VitalMetric => VITAL_METRICS.some((metric) => metric === value);

/** The metrics whose beacon names an element: the largest paint's element, and the slowest interaction's target. */
export const TARGET_METRICS = ["LCP", "INP"] as const satisfies readonly VitalMetric[];
export type TargetMetric = (typeof TARGET_METRICS)[number];

export const isTargetMetric = (metric: VitalMetric): metric is TargetMetric => TARGET_METRICS.some((target) => target === metric);

/**
 * Google's thresholds (web.dev, "Web Vitals"), applied to a page's 75th percentile: up to `good` is good,
 * up to `poor` needs improvement, above it is poor.
 */
export const GOOGLE_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const RATINGS = ["good", "needs-improvement", "poor"] as const;
export type Rating = (typeof RATINGS)[number];

export function ratingOf(metric: VitalMetric, value: number): Rating {
  const { good, poor } = GOOGLE_THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/**
 * The largest value a beacon may carry: ten minutes for the times, 50 for the shift score. A browser's own
 * measurement never comes near; past it, the beacon is not a browser's.
 */
export const METRIC_MAXIMUM: Record<VitalMetric, number> = { LCP: 600_000, INP: 600_000, CLS: 50, FCP: 600_000, TTFB: 600_000 };
