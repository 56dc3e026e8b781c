import { DAY_MS } from "#app/domain/constants";
import { DEVICE_CLASSES, type DeviceClass } from "#app/domain/vitals/beacon";
import { budgetOf } from "#app/domain/vitals/budgets";
import { ratingOf, VITAL_METRICS, type Rating, type VitalMetric } from "#app/domain/vitals/metrics";
import { type BucketCount, percentileOfBuckets } from "#app/domain/vitals/percentile";

// The Site speed page (/admin/speed): the 75th percentile of each Web Vital per route and device class,
// rated by Google's thresholds and held to our budgets, from the hourly bucket counts D1 keeps.

/** The windows the page offers, in days: Google's own (28) first. */
export const SPEED_WINDOWS = [28, 7] as const;
export type SpeedWindow = (typeof SPEED_WINDOWS)[number];

/** The trend covers the longest window, one point a UTC day. */
export const TREND_DAYS = SPEED_WINDOWS[0];
export const TREND_METRICS = ["LCP", "INP"] as const satisfies readonly VitalMetric[];
export type TrendMetric = (typeof TREND_METRICS)[number];

/** The worst interaction targets listed. */
export const WORST_TARGETS_SHOWN = 10;

export const METRIC_LABELS: Record<VitalMetric, string> = {
  LCP: "Largest Contentful Paint",
  INP: "Interaction to Next Paint",
  CLS: "Cumulative Layout Shift",
  FCP: "First Contentful Paint",
  TTFB: "Time to First Byte",
};

export const DEVICE_LABELS: Record<DeviceClass, string> = { phone: "Phone", tablet: "Tablet", desktop: "Desktop" };

export const RATING_LABELS: Record<Rating, string> = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" };

/** "180 ms", "1.24 s", a shift score "0.012". */
export function formatMetric(metric: VitalMetric, value: number): string {
  if (metric === "CLS") return value === 0 ? "0" : value.toFixed(value < 0.1 ? 3 : 2);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

/** One metric's figure for a route and device: its 75th percentile, how many views it stands on, and its marks. */
export type SpeedCell = { p75: number; views: number; rating: Rating; withinBudget: boolean | null };

/** A row of the table: a route (null: all pages) on a device class. */
export type SpeedRow = { route: string | null; device: DeviceClass; views: number; cells: Partial<Record<VitalMetric, SpeedCell>> };

export type HistogramRow = { route: string; device: DeviceClass; metric: VitalMetric; bucket: number; n: number };

function cellOf(metric: VitalMetric, counts: BucketCount[]): SpeedCell | undefined {
  const p75 = percentileOfBuckets(metric, counts);
  if (p75 === null) return undefined;
  const budget = budgetOf(metric);
  return {
    p75,
    views: counts.reduce((sum, { n }) => sum + n, 0),
    rating: ratingOf(metric, p75),
    withinBudget: budget === undefined ? null : p75 <= budget,
  };
}

/**
 * The table's rows: all pages on each device class first, then each route's device classes, routes with
 * the most views first. A row's views are those of its most-reported metric (a view that left before its
 * first paint reports TTFB alone).
 */
export function speedRows(histogram: readonly HistogramRow[]): SpeedRow[] {
  const groups = new Map<string, { route: string | null; device: DeviceClass; counts: Map<VitalMetric, BucketCount[]> }>();
  const add = (route: string | null, row: HistogramRow) => {
    const key = `${route ?? ""} ${row.device}`;
    const group = groups.get(key) ?? { route, device: row.device, counts: new Map() };
    groups.set(key, group);
    group.counts.set(row.metric, [...(group.counts.get(row.metric) ?? []), { bucket: row.bucket, n: row.n }]);
  };
  for (const row of histogram) {
    add(null, row);
    add(row.route, row);
  }
  const rows = [...groups.values()].map(({ route, device, counts }): SpeedRow => {
    const cells: SpeedRow["cells"] = {};
    for (const metric of VITAL_METRICS) {
      const cell = cellOf(metric, counts.get(metric) ?? []);
      if (cell) cells[metric] = cell;
    }
    return { route, device, views: Math.max(0, ...Object.values(cells).map((cell) => cell.views)), cells };
  });
  const routeViews = new Map<string | null, number>();
  for (const row of rows) routeViews.set(row.route, (routeViews.get(row.route) ?? 0) + row.views);
  return rows.sort(
    (a, b) =>
      Number(a.route !== null) - Number(b.route !== null) ||
      (routeViews.get(b.route) ?? 0) - (routeViews.get(a.route) ?? 0) ||
      (a.route ?? "").localeCompare(b.route ?? "") ||
      DEVICE_CLASSES.indexOf(a.device) - DEVICE_CLASSES.indexOf(b.device),
  );
}

export type DailyRow = { day: string; metric: VitalMetric; bucket: number; n: number };
export type TrendPoint = { day: string } & Record<TrendMetric, number | null>;

/** The UTC day (YYYY-MM-DD) of each of the last `days` days up to `now`'s, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) => new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The daily 75th percentile of LCP and INP over all pages, every day present (null when none reported). */
export function dailyTrend(rows: readonly DailyRow[], now: Date, days: number = TREND_DAYS): TrendPoint[] {
  return lastDays(now, days).map((day) => {
    const point: TrendPoint = { day, LCP: null, INP: null };
    for (const metric of TREND_METRICS) {
      point[metric] = percentileOfBuckets(
        metric,
        rows.filter((row) => row.day === day && row.metric === metric),
      );
    }
    return point;
  });
}

/** The UTC hour (YYYY-MM-DDTHH) a window starts at: its rows are the hours from then on. */
export const windowStartHour = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 13);

/** The hour a beacon is counted in. */
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);
