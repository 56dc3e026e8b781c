import { describe, expect, it } from "vitest";
import { batchesOf, cacheProgressText, imageCacheEstimate, tallyCached } from "./image-cache";

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
