import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUCKET_GROWTH, bucketFloor, bucketOf, bucketValue } from "./buckets";
import { METRIC_MAXIMUM, VITAL_METRICS, type VitalMetric } from "./metrics";
import { type BucketCount, percentileOfBuckets } from "./percentile";

/** The nearest-rank percentile of the samples themselves. */
function directPercentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(q * sorted.length)) - 1] ?? Number.NaN;
}

function histogram(metric: VitalMetric, samples: number[]): BucketCount[] {
  const counts = new Map<number, number>();
  for (const value of samples) counts.set(bucketOf(metric, value), (counts.get(bucketOf(metric, value)) ?? 0) + 1);
  return [...counts].map(([bucket, n]) => ({ bucket, n }));
}

/** What a browser reports: mostly small, with a long tail, zeros included (no shift, a cached document). */
const sample = (metric: VitalMetric) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(0) },
    { weight: 8, arbitrary: fc.double({ min: 0, max: METRIC_MAXIMUM[metric] / 100, noNaN: true }) },
    { weight: 1, arbitrary: fc.double({ min: 0, max: METRIC_MAXIMUM[metric], noNaN: true }) },
  );

describe("percentileOfBuckets", () => {
  it("gives the samples' own percentile within one bucket's resolution", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VITAL_METRICS).chain((metric) =>
          fc.record({
            metric: fc.constant(metric),
            samples: fc.array(sample(metric), { minLength: 1, maxLength: 400 }),
            q: fc.constantFrom(0.5, 0.75, 0.9, 0.99),
          }),
        ),
        ({ metric, samples, q }) => {
          const direct = directPercentile(samples, q);
          const estimate = percentileOfBuckets(metric, histogram(metric, samples), q);
          expect(estimate).not.toBeNull();
          const bucket = bucketOf(metric, direct);
          // Both in the same bucket: the estimate is that bucket's value, the true percentile lies in it.
          expect(bucketOf(metric, estimate ?? Number.NaN)).toBe(bucket);
          if (bucket === 0) expect(estimate).toBe(0);
          else if (direct < METRIC_MAXIMUM[metric]) {
            expect((estimate ?? 0) / direct).toBeGreaterThanOrEqual(1 / Math.sqrt(BUCKET_GROWTH) - 1e-9);
            expect((estimate ?? 0) / direct).toBeLessThanOrEqual(Math.sqrt(BUCKET_GROWTH) + 1e-9);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("adds the counts of the same bucket given twice (rows of several hours)", () => {
    const counts = [
      { bucket: bucketOf("LCP", 900), n: 2 },
      { bucket: bucketOf("LCP", 3000), n: 1 },
      { bucket: bucketOf("LCP", 900), n: 1 },
    ];
    expect(percentileOfBuckets("LCP", counts)).toBeCloseTo(bucketValue("LCP", bucketOf("LCP", 900)));
  });

  it("is null with nothing counted", () => {
    expect(percentileOfBuckets("INP", [])).toBeNull();
    expect(percentileOfBuckets("INP", [{ bucket: 3, n: 0 }])).toBeNull();
  });
});

describe("buckets", () => {
  it("put every value from 0 to the maximum in a bucket whose bounds hold it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VITAL_METRICS).chain((metric) => fc.tuple(fc.constant(metric), sample(metric))),
        ([metric, value]) => {
          const bucket = bucketOf(metric, value);
          expect(bucket).toBeGreaterThanOrEqual(0);
          expect(bucketFloor(metric, bucket)).toBeLessThanOrEqual(value * (1 + 1e-12));
          expect(bucketFloor(metric, bucket + 1)).toBeGreaterThan(value * (1 - 1e-12));
        },
      ),
    );
  });

  it("keep the maximum out of the open last bucket, so it is measured as closely as the rest", () => {
    for (const metric of VITAL_METRICS) {
      expect(bucketOf(metric, METRIC_MAXIMUM[metric])).toBeLessThan(bucketOf(metric, METRIC_MAXIMUM[metric] * 4));
    }
  });
});
