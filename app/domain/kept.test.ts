import { describe, expect, it, vi } from "vitest";
import { kept } from "./kept";

describe("kept", () => {
  it("makes a value once per key and hands the same one back", () => {
    const map = new Map<string, { n: number }>();
    const make = vi.fn(() => ({ n: map.size }));
    const first = kept(map, "a", make);
    expect(kept(map, "a", make)).toBe(first);
    expect(kept(map, "b", make)).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("keeps by object in a WeakMap", () => {
    const map = new WeakMap<object, string>();
    const key = {};
    expect(kept(map, key, () => "made")).toBe("made");
    expect(kept(map, key, () => "again")).toBe("made");
  });
});
