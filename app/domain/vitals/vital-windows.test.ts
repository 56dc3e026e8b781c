import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type InteractionEntry, type LayoutShift, layoutShiftWindows, slowestInteractions } from "./vital-windows";

const cls = (shifts: LayoutShift[]) => {
  const windows = layoutShiftWindows();
  for (const shift of shifts) windows.add(shift);
  return windows.value;
};

const shift = (startTime: number, value: number, hadRecentInput = false): LayoutShift => ({ startTime, value, hadRecentInput });

describe("layoutShiftWindows", () => {
  it("is 0 for a page that never shifted", () => expect(cls([])).toBe(0));

  it("adds shifts less than a second apart", () => expect(cls([shift(100, 0.1), shift(900, 0.05), shift(1_800, 0.02)])).toBeCloseTo(0.17));

  it("starts a new window after a second's gap, and keeps the largest", () =>
    expect(cls([shift(100, 0.1), shift(1_200, 0.05), shift(1_300, 0.04), shift(3_000, 0.02)])).toBeCloseTo(0.1));

  it("closes a window at five seconds, however close its shifts", () => {
    const steady = Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01));
    // 0 … 4,500 ms is one window of six; 5,400 starts the next.
    expect(cls(steady)).toBeCloseTo(0.06);
  });

  it("leaves out a shift the visitor's input caused", () => expect(cls([shift(100, 0.3, true), shift(200, 0.01)])).toBeCloseTo(0.01));

  it("equals the largest session window found directly, for any shifts", () => {
    const shifts = fc.array(
      fc.record({ gap: fc.integer({ min: 0, max: 2_500 }), value: fc.double({ min: 0.0001, max: 0.5, noNaN: true }), input: fc.boolean() }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(shifts, (drawn) => {
        const entries: LayoutShift[] = [];
        for (const { gap, value, input } of drawn) entries.push(shift((entries.at(-1)?.startTime ?? 0) + gap, value, input));
        expect(cls(entries)).toBeCloseTo(largestSessionDirectly(entries), 10);
      }),
    );
  });
});

/** The sessions, cut where the rule says, each summed: the reference the windows are held to. */
function largestSessionDirectly(entries: LayoutShift[]): number {
  const counted = entries.filter((entry) => !entry.hadRecentInput);
  const sessions: LayoutShift[][] = [];
  for (const entry of counted) {
    const session = sessions.at(-1);
    const first = session?.[0];
    const last = session?.at(-1);
    if (session && first && last && entry.startTime - last.startTime < 1_000 && entry.startTime - first.startTime < 5_000)
      session.push(entry);
    else sessions.push([entry]);
  }
  return Math.max(0, ...sessions.map((session) => session.reduce((sum, entry) => sum + entry.value, 0)));
}

describe("slowestInteractions", () => {
  const inp = (entries: InteractionEntry[], count: number) => {
    const interactions = slowestInteractions();
    for (const entry of entries) interactions.add(entry);
    return interactions.estimate(count);
  };

  it("has no estimate before the first interaction", () => expect(inp([], 0)).toBeUndefined());

  it("is an interaction's longest entry", () =>
    expect(
      inp(
        [
          { interactionId: 7, duration: 48, selector: "button#send" },
          { interactionId: 7, duration: 120 },
        ],
        1,
      ),
    ).toEqual({ id: 7, latency: 120, selector: "button#send" }));

  it("skips entries that are not an interaction (a hover)", () => expect(inp([{ interactionId: 0, duration: 300 }], 1)).toBeUndefined());

  it("is the slowest of fewer than fifty", () =>
    expect(
      inp(
        [40, 200, 96].map((duration, i) => ({ interactionId: i + 1, duration })),
        3,
      )?.latency,
    ).toBe(200));

  it("sets the slowest aside at fifty interactions, and the two slowest at a hundred", () => {
    const entries = [400, 300, 200, 100].map((duration, i) => ({ interactionId: i + 1, duration }));
    expect(inp(entries, 50)?.latency).toBe(300);
    expect(inp(entries, 100)?.latency).toBe(200);
  });

  it("equals the 98th percentile found directly, for any view of fewer than 500 interactions", () => {
    const entries = fc.array(fc.record({ interactionId: fc.integer({ min: 0, max: 60 }), duration: fc.integer({ min: 0, max: 1_000 }) }), {
      maxLength: 120,
    });
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 499 }), (drawn, extra) => {
        const latencies = new Map<number, number>();
        for (const { interactionId, duration } of drawn)
          if (interactionId) latencies.set(interactionId, Math.max(duration, latencies.get(interactionId) ?? 0));
        const count = Math.min(499, latencies.size + extra);
        const sorted = [...latencies.values()].sort((a, b) => b - a);
        expect(inp(drawn, count)?.latency).toBe(sorted[Math.min(sorted.length - 1, Math.floor(count / 50))]);
      }),
    );
  });
});
