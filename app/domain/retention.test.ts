import { describe, expect, it } from "vitest";
import { monthsBefore } from "./retention";

describe("monthsBefore", () => {
  it("counts calendar months back, across years", () => {
    expect(monthsBefore(new Date("2026-11-22T08:30:00.000Z"), 24).toISOString()).toBe("2024-11-22T08:30:00.000Z");
    expect(monthsBefore(new Date("2026-01-15T00:00:00.000Z"), 1).toISOString()).toBe("2025-12-15T00:00:00.000Z");
  });

  it("falls back to the last day of a shorter month", () => {
    expect(monthsBefore(new Date("2026-03-31T12:00:00.000Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-02-28T12:00:00.000Z"), 24).toISOString()).toBe("2024-02-28T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-05-31T12:00:00.000Z"), 27).toISOString()).toBe("2024-02-29T12:00:00.000Z");
  });
});
