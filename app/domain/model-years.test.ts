import { describe, expect, it } from "vitest";
import { modelYearOptions, parseModelYear } from "./model-years";

describe("model year options", () => {
  it("are blank, the current year or newer, then the current year back 20 years", () => {
    const options = modelYearOptions(2026);
    expect(options[0]).toEqual({ value: "", label: "Select year" });
    expect(options[1]).toEqual({ value: "2026+", label: "2026 or newer" });
    expect(options.slice(2).map((o) => o.value)).toEqual(Array.from({ length: 21 }, (_, i) => String(2026 - i)));
  });

  it("parse to a number without the +", () => {
    expect(parseModelYear("2024+")).toBe(2024);
    expect(parseModelYear("2019")).toBe(2019);
    expect(parseModelYear("")).toBeNull();
    expect(parseModelYear("20245")).toBeNull();
  });
});
