import { describe, expect, it } from "vitest";
import { firstContact } from "./first-contact";

// Monday 30 Nov 2026. Advisor hours: Mon-Fri 8am-8pm Pacific (16:00-04:00 UTC in winter).
const since = new Date("2026-11-01T00:00:00.000Z");
const now = new Date("2026-11-30T23:00:00.000Z"); // 3pm Pacific
const names = new Map([
  [1, "Ana"],
  [2, "Ben"],
]);

describe("first contact", () => {
  it("times each request to its first call in advisor minutes, per Pacific day and per advisor, and counts waits past the promise", () => {
    const figures = firstContact(
      [
        // Monday 9:00 -> 9:30: 30 minutes, by Ana.
        { requestedAt: "2026-11-30T17:00:00.000Z", calledAt: "2026-11-30T17:30:00.000Z", advisorId: 1 },
        // Monday 9:00 -> 12:00: 3 hours, past the promise, by Ben.
        { requestedAt: "2026-11-30T17:00:00.000Z", calledAt: "2026-11-30T20:00:00.000Z", advisorId: 2 },
        // Monday 10:00, not called by 3pm: 5 hours so far, past the promise.
        { requestedAt: "2026-11-30T18:00:00.000Z", calledAt: null, advisorId: null },
        // Saturday 28th, 10pm -> Monday 8:45: only 45 minutes of advisor time, by Ana.
        { requestedAt: "2026-11-29T06:00:00.000Z", calledAt: "2026-11-30T16:45:00.000Z", advisorId: 1 },
      ],
      names,
      since,
      now,
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

  it("has nothing to say of a month without requests", () => {
    expect(firstContact([], names, since, now)).toEqual({
      total: { requests: 0, called: 0, medianMinutes: null, pastPromise: 0, waiting: 0 },
      days: [],
      advisors: [],
    });
  });
});
