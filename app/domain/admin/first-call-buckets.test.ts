import { describe, expect, it } from "vitest";
import { median } from "./dashboard";
import { bucketMedian, bucketMinutes, firstCallBucket, UNCALLED_BUCKET, UNTIMED_BUCKET } from "./first-call-buckets";
import { bucketPastPromise } from "./first-contact";

// The buckets D1 counts first calls in: a minute wide up to 4 advisor hours, wider beyond.

describe("first call buckets", () => {
  it("are a minute wide up to 4 advisor hours, then 5 minutes, half an hour and 2 hours", () => {
    expect([0, 1, 119, 120, 239].map(firstCallBucket)).toEqual([0, 1, 119, 120, 239]);
    expect([240, 244, 245, 719].map(firstCallBucket)).toEqual([240, 240, 245, 715]);
    expect([720, 749, 750, 2879].map(firstCallBucket)).toEqual([720, 720, 750, 2850]);
    expect([2880, 2999, 3000, 20_000].map(firstCallBucket)).toEqual([2880, 2880, 3000, 19_920]);
    expect(firstCallBucket(37.9)).toBe(37);
  });

  it("stand for their own minute, or their middle where wider, within 2.1 % of any wait in them", () => {
    expect([0, 120, 239].map(bucketMinutes)).toEqual([0, 120, 239]);
    expect([240, 715, 720, 2880].map(bucketMinutes)).toEqual([242.5, 717.5, 735, 2940]);
    for (let minutes = 240; minutes < 30 * 24 * 60; minutes++) {
      const error = Math.abs(bucketMinutes(firstCallBucket(minutes)) - minutes) / minutes;
      expect(error, String(minutes)).toBeLessThanOrEqual(0.021);
    }
  });

  it("tell a wait past the promise exactly: 2 advisor hours is an edge", () => {
    expect([119, 120, 240, 2880].map((minutes) => bucketPastPromise(firstCallBucket(minutes)))).toEqual([false, true, true, true]);
  });

  it("give the median every wait gives, where buckets are a minute wide, whatever the order and the split of counts", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let round = 0; round < 200; round++) {
      const waits = Array.from({ length: 1 + Math.floor(random() * 40) }, () => Math.floor(random() * 240));
      const counts = waits.map((minutes) => ({ bucket: firstCallBucket(minutes), n: 1 }));
      expect(bucketMedian(counts), waits.join(",")).toBe(median(waits));
    }
  });

  it("take a long wait at its bucket's middle, and leave out requests not called or not timed", () => {
    expect(bucketMedian([{ bucket: firstCallBucket(250), n: 1 }])).toBe(252.5);
    expect(
      bucketMedian([
        { bucket: 30, n: 2 },
        { bucket: UNCALLED_BUCKET, n: 9 },
        { bucket: UNTIMED_BUCKET, n: 9 },
        { bucket: 240, n: 1 },
        { bucket: 30, n: 1 },
        { bucket: 720, n: 0 },
      ]),
    ).toBe(30);
    expect(
      bucketMedian([
        { bucket: 10, n: 1 },
        { bucket: 240, n: 1 },
      ]),
    ).toBe(126.25);
    expect(bucketMedian([{ bucket: UNCALLED_BUCKET, n: 3 }])).toBeNull();
    expect(bucketMedian([])).toBeNull();
  });
});
