import type { VitalMetric } from "./metrics";

/**
 * Our own speed budgets, stricter than Google's thresholds: the largest paint in 1.2 s and no
 * layout shift. The Lighthouse audit holds the lab's figures to them (scripts/lib/budgets.ts); the Site
 * speed page holds the field's 75th percentiles to them. The other metrics have Google's thresholds only.
 */
export const SPEED_BUDGETS = { LCP: 1200, CLS: 0 } as const satisfies Partial<Record<VitalMetric, number>>;

export function budgetOf(metric: VitalMetric): number | undefined {
  return metric === "LCP" || metric === "CLS" ? SPEED_BUDGETS[metric] : undefined;
}
