import { describe, expect, it } from "vitest";
import { firstCallBucket, UNCALLED_BUCKET } from "./first-call-buckets";
import { firstContact } from "./first-contact";
import { overdueCutoff } from "./overdue";

// Monday 30 Nov 2026. Advisor hours: Mon-Fri 8am-8pm Pacific (16:00-04:00 UTC in winter).
const now = new Date("2026-11-30T23:00:00.000Z"); // 3pm Pacific
const names = new Map([
  [1, "Ana"],
  [2, "Ben"],
]);
// 2 advisor hours before 3pm: 1pm, in the hour 21:00 UTC.
const late = { hour: overdueCutoff(now).toISOString().slice(0, 13), n: 0 };
const called = (hour: string, callerKey: number, minutes: number, n = 1) => ({ hour, callerKey, bucket: firstCallBucket(minutes), n });
const waiting = (hour: string, n = 1) => ({ hour, callerKey: 0, bucket: UNCALLED_BUCKET, n });

describe("first contact", () => {
  it("tells the waits in advisor minutes per Pacific day and per advisor, and counts waits past the promise", () => {
    expect(late.hour).toBe("2026-11-30T21");
    const figures = firstContact(
      [
        // Monday 9:00 -> 9:30: 30 minutes, by Ana.
        called("2026-11-30T17", 1, 30),
        // Monday 9:00 -> 12:00: 3 hours, past the promise, by Ben.
        called("2026-11-30T17", 2, 180),
        // Monday 10:00, not called by 3pm: 5 hours so far, past the promise.
        waiting("2026-11-30T18"),
        // Saturday 28th, 10pm -> Monday 8:45: only 45 minutes of advisor time, by Ana.
        called("2026-11-29T06", 1, 45),
      ],
      names,
      late,
    );
    expect(figures.total).toEqual({ requests: 4, called: 3, medianMinutes: 45, pastPromise: 2, waiting: 1 });
    expect(figures.days).toEqual([
      { day: "2026-11-30", requests: 3, called: 2, medianMinutes: 105, pastPromise: 2, waiting: 1 },
      { day: "2026-11-28", requests: 1, called: 1, medianMinutes: 45, pastPromise: 0, waiting: 0 },
    ]);
    expect(figures.advisors).toEqual([
      { advisorId: 1, name: "Ana", calls: 2, medianMinutes: 37.5, pastPromise: 0 },
      { advisorId: 2, name: "Ben", calls: 1, medianMinutes: 180, pastPromise: 1 },
    ]);
  });

  it("counts the waiting requests of the cutoff's hour as it is told, and none after it", () => {
    const figures = firstContact([waiting("2026-11-30T20", 3), waiting("2026-11-30T21", 4), waiting("2026-11-30T22", 5)], names, {
      hour: "2026-11-30T21",
      n: 2,
    });
    expect(figures.total).toEqual({ requests: 12, called: 0, medianMinutes: null, pastPromise: 5, waiting: 12 });
  });

  it("adds up rows of one key (the first partial hour's and the whole hours'), and names an advisor it does not know", () => {
    const figures = firstContact(
      [called("2026-11-30T17", 9, 30), called("2026-11-30T17", 9, 30), called("2026-11-30T17", 9, 250)],
      names,
      late,
    );
    expect(figures.advisors).toEqual([{ advisorId: 9, name: "Advisor 9", calls: 3, medianMinutes: 30, pastPromise: 1 }]);
  });

  it("has nothing to say of a month without requests", () => {
    expect(firstContact([], names, late)).toEqual({
      total: { requests: 0, called: 0, medianMinutes: null, pastPromise: 0, waiting: 0 },
      days: [],
      advisors: [],
    });
  });
});
