import { bucketValue } from "./buckets";
import type { VitalMetric } from "./metrics";

/** How many beacons of a metric fell in one bucket. */
export type BucketCount = { bucket: number; n: number };

/** The share of page views a metric's figure covers: Google's, the 75th percentile. */
export const FIELD_PERCENTILE = 0.75;

/**
 * A percentile read from bucket counts: the nearest-rank percentile (the smallest value at or below which
 * `q` of the views fall) is in the bucket where the running count reaches ⌈q·N⌉, and that bucket's value
 * (buckets.ts) stands for it, within the bucket's resolution. Null when nothing was counted.
 */
export function percentileOfBuckets(metric: VitalMetric, counts: readonly BucketCount[], q = FIELD_PERCENTILE): number | null {
  const total = counts.reduce((sum, { n }) => sum + n, 0);
  if (total <= 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const { bucket, n } of [...counts].sort((a, b) => a.bucket - b.bucket)) {
    seen += n;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return null;
}
