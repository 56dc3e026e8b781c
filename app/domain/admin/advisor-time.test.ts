import { describe, expect, it } from "vitest";
import { ADVISOR_TIME_ZONE } from "#app/domain/advisor-hours";
import { pacificWallClock } from "./advisor-time";

// The Pacific wall clock the advisor-hours arithmetic works on (read from the offset
// cached per UTC hour) is the one Intl gives, minute by minute across both clock changes and over years.

const intl = new Intl.DateTimeFormat("en-US", {
  timeZone: ADVISOR_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});
const byIntl = (at: number) => {
  const p = Object.fromEntries(intl.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
};

describe("pacificWallClock", () => {
  it("reads Intl's wall clock, to the minute, across the spring and autumn clock changes", () => {
    for (const start of ["2026-03-08T08:00:00.000Z", "2026-11-01T07:00:00.000Z"]) {
      for (let minute = 0; minute < 5 * 60; minute += 1) {
        const at = Date.parse(start) + minute * 60_000 + 59_999;
        expect(pacificWallClock(at), new Date(at).toISOString()).toBe(byIntl(at));
      }
    }
  });

  it("reads Intl's wall clock for times spread over five years", () => {
    for (let at = Date.parse("2019-12-31T23:59:59.999Z"), i = 0; i < 2_000; i++, at += 79_199_999) {
      expect(pacificWallClock(at), new Date(at).toISOString()).toBe(byIntl(at));
    }
    expect(pacificWallClock(Date.parse("2026-11-22T17:05:30Z"))).toBe(Date.parse("2026-11-22T09:05:00Z"));
  });
});
