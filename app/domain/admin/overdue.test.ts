import { describe, expect, it } from "vitest";
import { advisorMinutesBetween } from "./advisor-time";
import { advisorAgeMinutes, advisorHoursText, ADVISOR_MINUTES_PER_WEEK, endOfPacificDay, overdueBounds, overdueCutoff } from "./overdue";

describe("the overdue box's bounds", () => {
  it("puts the cutoff two advisor hours back, across a closed night and a weekend", () => {
    // Tuesday 2026-11-24 10:00 PST = 18:00Z: two hours back is 8:00 that morning.
    expect(overdueCutoff(new Date("2026-11-24T18:00:00Z")).toISOString()).toBe("2026-11-24T16:00:00.000Z");
    // Monday 2026-11-23 9:00 PST: one hour this morning and the last hour of Saturday (17:00-18:00 PST).
    expect(overdueCutoff(new Date("2026-11-23T17:00:00Z")).toISOString()).toMatch(/^2026-11-22T01:00:0/);
  });

  it("is exact to the second: just after the cutoff is not overdue yet", () => {
    const now = new Date("2026-11-24T21:37:00Z");
    const cutoff = overdueCutoff(now);
    expect(advisorMinutesBetween(cutoff, now)).toBeGreaterThanOrEqual(120);
    expect(advisorMinutesBetween(new Date(cutoff.getTime() + 61_000), now)).toBeLessThan(120);
  });

  it("counts as due today what falls due before Pacific midnight", () => {
    const now = new Date("2026-11-24T18:00:00Z");
    expect(endOfPacificDay(now).toISOString()).toBe("2026-11-25T07:59:59.999Z");
    const { overdue, dueToday } = overdueBounds(now);
    expect(overdue < dueToday).toBe(true);
    // The shift ends at 8pm: a request at 6pm (02:00Z) is due by 8pm; one at 7pm is not due today.
    expect(dueToday).toMatch(/^2026-11-25T02:00:0/);
  });

  it("gives a lead's age in advisor hours, whole weeks included", () => {
    const now = new Date("2026-11-24T18:00:00Z");
    const from = new Date("2026-11-03T18:00:00Z");
    expect(advisorAgeMinutes(from, now)).toBe(advisorMinutesBetween(from, now));
    expect(advisorAgeMinutes(new Date("2026-10-27T18:00:00Z"), now)).toBe(4 * ADVISOR_MINUTES_PER_WEEK);
    expect(advisorHoursText(45)).toBe("45 min");
    expect(advisorHoursText(200)).toBe("3 h 20 min");
    expect(advisorHoursText(130 * 60 + 7)).toBe("130 h");
  });
});
