import { describe, expect, it } from "vitest";
import { callAttemptText, statusAfterCall } from "./call-outcomes";
import { callbackPickTime, callbackTimeProblem, isWithinAdvisorHours, pacificInputTime, pacificInputValue } from "./callbacks";
import { phoneText, telHref } from "../phone";

// 2026-11-23 is a Monday; Pacific standard time is UTC-8 in November, daylight time UTC-7 in July.
const pt = (local: string) => new Date(`${local}-08:00`);

describe("callback quick picks", () => {
  it("in 1 hour stays inside the shift, or moves to the next opening", () => {
    expect(callbackPickTime("in-1-hour", pt("2026-11-23T10:15:00"))).toEqual(pt("2026-11-23T11:15:00"));
    // Monday 7:30pm: an hour later is after closing, so Tuesday 8am.
    expect(callbackPickTime("in-1-hour", pt("2026-11-23T19:30:00"))).toEqual(pt("2026-11-24T08:00:00"));
    // Saturday 5:30pm: Sunday has no shift, so Monday 8am.
    expect(callbackPickTime("in-1-hour", pt("2026-11-28T17:30:00"))).toEqual(pt("2026-11-30T08:00:00"));
  });

  it("later today is three hours on, and none once the day's shift is nearly over", () => {
    expect(callbackPickTime("later-today", pt("2026-11-23T09:00:00"))).toEqual(pt("2026-11-23T12:00:00"));
    expect(callbackPickTime("later-today", pt("2026-11-23T17:30:00"))).toBeNull();
    expect(callbackPickTime("later-today", pt("2026-11-29T10:00:00"))).toBeNull();
  });

  it("tomorrow morning is 9am the next day, or the next advisor day's opening", () => {
    expect(callbackPickTime("tomorrow-morning", pt("2026-11-23T16:00:00"))).toEqual(pt("2026-11-24T09:00:00"));
    expect(callbackPickTime("tomorrow-morning", pt("2026-11-27T16:00:00"))).toEqual(pt("2026-11-28T09:00:00"));
    expect(callbackPickTime("tomorrow-morning", pt("2026-11-28T16:00:00"))).toEqual(pt("2026-11-30T08:00:00"));
  });

  it("next advisor day opens the day after: Saturday 9am after a Friday, Monday 8am after a Saturday", () => {
    expect(callbackPickTime("next-advisor-day", pt("2026-11-27T10:00:00"))).toEqual(pt("2026-11-28T09:00:00"));
    expect(callbackPickTime("next-advisor-day", pt("2026-11-28T10:00:00"))).toEqual(pt("2026-11-30T08:00:00"));
  });

  it("works in daylight time too", () => {
    expect(callbackPickTime("tomorrow-morning", new Date("2026-07-06T16:00:00-07:00"))).toEqual(new Date("2026-07-07T09:00:00-07:00"));
  });
});

describe("an exact callback time", () => {
  it("is read and written in Pacific time", () => {
    expect(pacificInputTime("2026-11-24T10:30")).toEqual(pt("2026-11-24T10:30:00"));
    expect(pacificInputTime("2026-07-07T10:30")).toEqual(new Date("2026-07-07T10:30:00-07:00"));
    expect(pacificInputValue(pt("2026-11-24T10:30:00"))).toBe("2026-11-24T10:30");
    expect(pacificInputTime("2026-02-30T10:30")).toBeNull();
    expect(pacificInputTime("tomorrow")).toBeNull();
  });

  it("must be ahead and inside advisor hours", () => {
    const now = pt("2026-11-23T10:00:00");
    expect(callbackTimeProblem(pt("2026-11-24T10:00:00"), now)).toBeNull();
    expect(callbackTimeProblem(pt("2026-11-23T09:00:00"), now)).toMatch(/still ahead/);
    expect(callbackTimeProblem(pt("2026-11-24T21:00:00"), now)).toMatch(/advisor hours/);
    expect(callbackTimeProblem(pt("2026-11-29T10:00:00"), now)).toMatch(/advisor hours/);
    expect(callbackTimeProblem(null, now)).toMatch(/date and time/);
    // A year ahead at most: 9999-12-31 left the lead waiting for ever.
    expect(callbackTimeProblem(pacificInputTime("9999-12-31T10:00"), now)).toBe("Pick a callback time within the next year.");
    expect(callbackTimeProblem(pt("2027-11-24T10:00:00"), now)).toMatch(/within the next year/);
    expect(callbackTimeProblem(pt("2027-11-23T09:00:00"), now)).toBeNull();
    expect(isWithinAdvisorHours(pt("2026-11-23T20:00:00"))).toBe(false);
    expect(isWithinAdvisorHours(pt("2026-11-23T08:00:00"))).toBe(true);
  });
});

describe("call outcomes", () => {
  it("talking to a new lead makes it contacted; wrong number and not interested close it", () => {
    expect(statusAfterCall("talked", "new")).toBe("contacted");
    expect(statusAfterCall("talked", "contacted")).toBeNull();
    expect(statusAfterCall("no-answer", "new")).toBeNull();
    expect(statusAfterCall("wrong-number", "new")).toBe("closed");
    expect(statusAfterCall("not-interested", "contacted")).toBe("closed");
    expect(statusAfterCall("not-interested", "closed")).toBeNull();
    expect(callAttemptText("voicemail")).toBe("Called: Left voicemail");
  });
});

describe("phones in the admin", () => {
  it("read as (AAA) BBB-CCCC and call +1 and the ten digits, however stored", () => {
    expect(phoneText("4155550199")).toBe("(415) 555-0199");
    expect(phoneText("(415) 555-0199")).toBe("(415) 555-0199");
    expect(phoneText("+1 415-555-0199")).toBe("(415) 555-0199");
    expect(phoneText("555-0199")).toBe("555-0199");
    expect(telHref("4155550199")).toBe("tel:+14155550199");
    expect(telHref("555-0199")).toBeNull();
  });
});
