// How long a request waited for its first call, as D1 counts it (docs/decisions/057): per UTC hour of the
// request and advisor who called, one row per bucket of advisor minutes. A bucket is named by its lower
// edge in minutes. Up to 4 advisor hours each minute is a bucket of its own, so the promise (2 advisor
// hours) is an edge and medians there are exact; beyond, the buckets widen, as a wait that long is told in
// hours. The schema writes its SQL from these steps in plain Node, so this module imports nothing.
// Changing the steps changes what stored buckets mean: a new scale needs a new column and rollup.

/**
 * Where each width starts, in advisor minutes: a minute up to 4 hours, 5 minutes up to 12, half an hour up
 * to 48, then 2 hours. A wider bucket's middle is then within 2.1 % of any wait in it.
 */
export const FIRST_CALL_BUCKET_STEPS = [
  { from: 0, width: 1 },
  { from: 240, width: 5 },
  { from: 720, width: 30 },
  { from: 2880, width: 120 },
] as const;

/** The bucket of a request nobody has called yet. */
export const UNCALLED_BUCKET = -1;

/** The bucket of a request called before its wait was stored (migrated, not yet timed: docs/operations.md). */
export const UNTIMED_BUCKET = -2;

const stepOf = (minutes: number) => FIRST_CALL_BUCKET_STEPS.findLast((step) => minutes >= step.from) ?? FIRST_CALL_BUCKET_STEPS[0];

/** The bucket (its lower edge) of a wait of whole advisor minutes. */
export function firstCallBucket(minutes: number): number {
  const whole = Math.max(0, Math.floor(minutes));
  const { from, width } = stepOf(whole);
  return from + Math.floor((whole - from) / width) * width;
}

/** The wait a bucket stands for: the minute itself where buckets are a minute wide, else the bucket's middle. */
export function bucketMinutes(bucket: number): number {
  const { width } = stepOf(bucket);
  return width === 1 ? bucket : bucket + width / 2;
}

/**
 * The median of counted waits (the middle one, or the mean of the two middle ones), each bucket standing
 * for its bucketMinutes; buckets below 0 (uncalled, untimed) are no wait and are left out.
 */
export function bucketMedian(counts: Iterable<{ bucket: number; n: number }>): number | null {
  const sums = new Map<number, number>();
  for (const { bucket, n } of counts) if (bucket >= 0 && n > 0) sums.set(bucket, (sums.get(bucket) ?? 0) + n);
  const sorted = [...sums].sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  // The k-th smallest wait, counting from 0.
  const nth = (k: number) => {
    let seen = 0;
    for (const [bucket, n] of sorted) {
      seen += n;
      if (k < seen) return bucketMinutes(bucket);
    }
    return 0;
  };
  const mid = Math.floor(total / 2);
  return total % 2 ? nth(mid) : (nth(mid - 1) + nth(mid)) / 2;
}
