import { describe, expect, it } from "vitest";
import { callAttemptText, statusAfterCall } from "./call-outcomes";
import {
  callbackChoices,
  callbackPickTime,
  callbackTimeProblem,
  isWithinAdvisorHours,
  pacificInputTime,
  pacificInputValue,
} from "./callbacks";
import { phoneText, telHref } from "#app/domain/phone";

// 2026-11-23 is a Monday; Pacific standard time is UTC-8 in November, daylight time UTC-7 in July.
const pt = (local: string) => new Date(`${local}-08:00`);

describe("callback quick picks", () => {
  it("in 1 hour only while advisors still work then", () => {
    expect(callbackPickTime("in-1-hour", pt("2026-11-23T10:15:00"))).toEqual(pt("2026-11-23T11:15:00"));
    // Monday 7:30pm: an hour later is after closing.
    expect(callbackPickTime("in-1-hour", pt("2026-11-23T19:30:00"))).toBeNull();
    // Saturday 5:30pm, and Sunday, when no one works.
    expect(callbackPickTime("in-1-hour", pt("2026-11-28T17:30:00"))).toBeNull();
    expect(callbackPickTime("in-1-hour", pt("2026-11-29T10:00:00"))).toBeNull();
  });

  it("later today is three hours on, or the shift's last half hour, and none when that is too close", () => {
    expect(callbackPickTime("later-today", pt("2026-11-23T09:00:00"))).toEqual(pt("2026-11-23T12:00:00"));
    // Saturday 3:47pm: 6:47pm is after the 6pm closing, so 5:30pm, well after "In 1 hour" at 4:47pm.
    expect(callbackPickTime("later-today", pt("2026-11-28T15:47:00"))).toEqual(pt("2026-11-28T17:30:00"));
    // Saturday 4:10pm: 5:30pm is only twenty minutes after "In 1 hour".
    expect(callbackPickTime("later-today", pt("2026-11-28T16:10:00"))).toBeNull();
    // Saturday 5:10pm: no hour left, but 5:30pm still is.
    expect(callbackPickTime("later-today", pt("2026-11-28T17:10:00"))).toEqual(pt("2026-11-28T17:30:00"));
    expect(callbackPickTime("later-today", pt("2026-11-28T17:20:00"))).toBeNull();
    // Before the shift opens: its opening. On a Sunday: none.
    expect(callbackPickTime("later-today", pt("2026-11-23T04:00:00"))).toEqual(pt("2026-11-23T08:00:00"));
    expect(callbackPickTime("later-today", pt("2026-11-29T10:00:00"))).toBeNull();
  });

  it("tomorrow morning is 9am the next day, only when it is an advisor day", () => {
    expect(callbackPickTime("tomorrow-morning", pt("2026-11-23T16:00:00"))).toEqual(pt("2026-11-24T09:00:00"));
    expect(callbackPickTime("tomorrow-morning", pt("2026-11-27T16:00:00"))).toEqual(pt("2026-11-28T09:00:00"));
    expect(callbackPickTime("tomorrow-morning", pt("2026-11-28T16:00:00"))).toBeNull();
    expect(callbackPickTime("tomorrow-morning", pt("2026-11-29T16:00:00"))).toEqual(pt("2026-11-30T09:00:00"));
  });

  it("next advisor day opens the day after: Saturday 9am after a Friday, Monday 8am after a Saturday", () => {
    expect(callbackPickTime("next-advisor-day", pt("2026-11-27T10:00:00"))).toEqual(pt("2026-11-28T09:00:00"));
    expect(callbackPickTime("next-advisor-day", pt("2026-11-28T10:00:00"))).toEqual(pt("2026-11-30T08:00:00"));
  });

  it("works in daylight time too", () => {
    expect(callbackPickTime("tomorrow-morning", new Date("2026-07-06T16:00:00-07:00"))).toEqual(new Date("2026-07-07T09:00:00-07:00"));
    expect(callbackPickTime("later-today", new Date("2026-07-11T15:47:00-07:00"))).toEqual(new Date("2026-07-11T17:30:00-07:00"));
  });
});

describe("the choices the callback form offers", () => {
  const offered = (now: Date) => {
    const { picks, nextOpening } = callbackChoices(now);
    return { picks: picks.map(({ pick, at }) => [pick, new Date(at)]), nextOpening: nextOpening && new Date(nextOpening) };
  };

  it("on a Saturday at 3:47pm: in an hour, later today at 5:30pm, and Monday's opening", () => {
    expect(offered(pt("2026-11-28T15:47:00"))).toEqual({
      picks: [
        ["in-1-hour", pt("2026-11-28T16:47:00")],
        ["later-today", pt("2026-11-28T17:30:00")],
        ["next-advisor-day", pt("2026-11-30T08:00:00")],
      ],
      nextOpening: null,
    });
  });

  it("on a Saturday at 5:45pm, no time is left today: the next opening, Monday 8am", () => {
    expect(offered(pt("2026-11-28T17:45:00"))).toEqual({
      picks: [["next-advisor-day", pt("2026-11-30T08:00:00")]],
      nextOpening: pt("2026-11-30T08:00:00"),
    });
  });

  it("on a weekday afternoon: tomorrow morning, not also the next advisor day an hour before it", () => {
    expect(offered(pt("2026-11-23T14:00:00"))).toEqual({
      picks: [
        ["in-1-hour", pt("2026-11-23T15:00:00")],
        ["later-today", pt("2026-11-23T17:00:00")],
        ["tomorrow-morning", pt("2026-11-24T09:00:00")],
      ],
      nextOpening: null,
    });
  });

  it("on a Sunday: tomorrow morning, and Monday's opening said", () => {
    expect(offered(pt("2026-11-29T11:00:00"))).toEqual({
      picks: [["tomorrow-morning", pt("2026-11-30T09:00:00")]],
      nextOpening: pt("2026-11-30T08:00:00"),
    });
  });

  it("only ever offers times inside advisor hours, all week round", () => {
    for (let minutes = 0; minutes < 7 * 24 * 60; minutes += 13) {
      const now = new Date(pt("2026-11-23T00:00:00").getTime() + minutes * 60_000);
      const { picks, nextOpening } = callbackChoices(now);
      for (const { at } of picks) {
        expect(isWithinAdvisorHours(new Date(at)), `${now.toISOString()} offers ${at}`).toBe(true);
        expect(new Date(at).getTime()).toBeGreaterThan(now.getTime());
      }
      if (nextOpening) expect(isWithinAdvisorHours(new Date(nextOpening))).toBe(true);
    }
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
