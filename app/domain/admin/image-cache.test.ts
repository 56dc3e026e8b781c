import { describe, expect, it } from "vitest";
import {
  batchesOf,
  batchStatusText,
  cachedAtText,
  cacheProgressText,
  cacheStatusText,
  IMAGE_CACHE_MESSAGES,
  imageCacheEstimate,
  tallyCached,
} from "./image-cache";

describe("image cache estimate (SPEC §9: 0.1 MB and $0.01 per image)", () => {
  it.each([
    [0, "≈ 0 × 0.1 MB = 0.0 MB, ≈ $0.00"],
    [1, "≈ 1 × 0.1 MB = 0.1 MB, ≈ $0.01"],
    [3, "≈ 3 × 0.1 MB = 0.3 MB, ≈ $0.03"],
    [12, "≈ 12 × 0.1 MB = 1.2 MB, ≈ $0.12"],
    [12_345, "≈ 12345 × 0.1 MB = 1,234.5 MB, ≈ $123.45"],
  ])("%i images read %j", (count, text) => {
    expect(imageCacheEstimate(count).text).toBe(text);
  });

  it("gives the numbers too", () => {
    expect(imageCacheEstimate(20)).toMatchObject({ count: 20, megabytes: 2, dollars: 0.2 });
  });
});

describe("batches", () => {
  it("runs 5 at a time", () => {
    expect(batchesOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11]]);
    expect(batchesOf([])).toEqual([]);
  });
});

describe("progress", () => {
  it("counts what was cached and what could not be found", () => {
    const start = { total: 7, cached: 0, missed: 0 };
    const after = tallyCached(tallyCached(start, [{ cached: true }, { cached: false }, { cached: true }]), [{ cached: false }]);
    expect(after).toEqual({ total: 7, cached: 2, missed: 2 });
    expect(cacheProgressText(after)).toBe("Cached 2 of 7 (2 could not be found)");
  });
});

describe("cached-at text", () => {
  it("reads to the minute in UTC", () => {
    expect(cachedAtText("2026-03-01T14:05:09.123Z")).toBe("2026-03-01 14:05 UTC");
  });
});

describe("status line", () => {
  it("reports progress while running and a stop on failure", () => {
    expect(cacheStatusText("running", { total: 10, cached: 3, missed: 2 })).toBe("Cached 3 of 10 (2 could not be found)");
    expect(cacheStatusText("failed", { total: 10, cached: 3, missed: 2 })).toBe(
      `Cached 3 of 10 (2 could not be found). ${IMAGE_CACHE_MESSAGES.stopped}`,
    );
  });

  it("says honestly when nothing could be cached, e.g. with no provider configured", () => {
    expect(cacheStatusText("done", { total: 4, cached: 0, missed: 4 })).toBe(
      `Cached 0 of 4 (4 could not be found). ${IMAGE_CACHE_MESSAGES.nothingCached}`,
    );
    expect(cacheStatusText("done", { total: 4, cached: 1, missed: 3 })).toBe("Cached 1 of 4 (3 could not be found)");
    expect(cacheStatusText("done", { total: 0, cached: 0, missed: 0 })).toBe(IMAGE_CACHE_MESSAGES.noneLacking);
  });

  it("tells the no-JavaScript path how many deals are left", () => {
    expect(batchStatusText({ total: 5, cached: 2, missed: 3 }, 8)).toBe(
      "Cached 2 of 5 (3 could not be found). 8 deals still lack an image.",
    );
    expect(batchStatusText({ total: 1, cached: 1, missed: 0 }, 0)).toBe(
      `Cached 1 of 1 (0 could not be found). ${IMAGE_CACHE_MESSAGES.noneLacking}`,
    );
  });
});
