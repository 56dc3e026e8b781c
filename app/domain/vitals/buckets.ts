import type { VitalMetric } from "./metrics";

/**
 * Fixed log-scale histogram buckets, per metric, in which D1 counts the beacons (hourly rows, one per
 * bucket). Bucket 0 holds [0, lowest); bucket i ≥ 1 holds [lowest·g^(i-1), lowest·g^i) with g = 2^(1/8), so
 * a value is known to within 9 % and its bucket's middle is within 4.5 % of it; the last bucket is open.
 * Changing a scale changes what stored bucket numbers mean: add a metric, never rescale one.
 */
const PER_DOUBLING = 8;
export const BUCKET_GROWTH = 2 ** (1 / PER_DOUBLING);

type Scale = { lowest: number; count: number };

/** Times from 1 ms to 10 minutes; the shift score from 0.001 to 50 (metrics.ts' METRIC_MAXIMUM). */
const SCALES: Record<VitalMetric, Scale> = {
  LCP: { lowest: 1, count: 156 },
  INP: { lowest: 1, count: 156 },
  FCP: { lowest: 1, count: 156 },
  TTFB: { lowest: 1, count: 156 },
  CLS: { lowest: 0.001, count: 127 },
};

export function bucketOf(metric: VitalMetric, value: number): number {
  const { lowest, count } = SCALES[metric];
  if (!(value >= lowest)) return 0;
  return Math.min(count - 1, 1 + Math.floor(Math.log2(value / lowest) * PER_DOUBLING));
}

/** The lower bound of a bucket (0 for bucket 0). */
export function bucketFloor(metric: VitalMetric, bucket: number): number {
  const { lowest } = SCALES[metric];
  return bucket <= 0 ? 0 : lowest * BUCKET_GROWTH ** (bucket - 1);
}

/**
 * The value a bucket stands for: 0 for bucket 0 (no shift, or a time under a millisecond), the geometric
 * middle of a closed bucket, the lower bound of the open last one.
 */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  const { count } = SCALES[metric];
  if (bucket <= 0) return 0;
  if (bucket >= count - 1) return bucketFloor(metric, count - 1);
  return bucketFloor(metric, bucket) * Math.sqrt(BUCKET_GROWTH);
}
