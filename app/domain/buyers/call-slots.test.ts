import { describe, expect, it } from "vitest";
import { callCalendar } from "./call-calendar";
import { CALL_BOOKING, isOfferedSlot, slotDays, slotEnd } from "./call-slots";

// Pacific times as ISO instants: November is PST (UTC-8).
const pst = (day: string, clock: string) => new Date(`${day}T${clock}:00-08:00`);

describe("the slots a buyer may book", () => {
  it("offers each half hour of today's shift left after the notice, then the next advisor days, three in all", () => {
    // Friday 2026-11-27, 6:40pm PT: 7:30pm is the last slot of the day, at least 30 minutes ahead.
    const days = slotDays(pst("2026-11-27", "18:40"));
    expect(days.map((day) => day.date)).toEqual(["2026-11-27", "2026-11-28", "2026-11-30"]);
    expect(days[0]?.slots).toEqual([pst("2026-11-27", "19:30").toISOString()]);
    // Saturday 9am-6pm: 9:00 to 5:30, eighteen slots; Sunday has none and is skipped.
    expect(days[1]?.slots).toHaveLength(18);
    expect(days[1]?.slots[0]).toBe(pst("2026-11-28", "09:00").toISOString());
    expect(days[1]?.slots.at(-1)).toBe(pst("2026-11-28", "17:30").toISOString());
    // Monday 8am-8pm: twenty-four slots.
    expect(days[2]?.slots).toHaveLength(24);
  });

  it("does not count a day with no slot left, nor a slot sooner than the notice", () => {
    // Friday 7:10pm PT: 7:30 is 20 minutes away, so today offers nothing and Monday is the third day.
    const days = slotDays(pst("2026-11-27", "19:10"));
    expect(days.map((day) => day.date)).toEqual(["2026-11-28", "2026-11-30", "2026-12-01"]);
    expect(CALL_BOOKING.minNoticeMinutes).toBe(30);
  });

  it("follows the clocks across the switch to standard time", () => {
    // Sunday 2026-11-01 is the switch; Monday opens at 8am PST, 16:00 UTC.
    const [monday] = slotDays(new Date("2026-11-01T20:00:00Z"));
    expect(monday?.slots[0]).toBe("2026-11-02T16:00:00.000Z");
  });

  it("knows an offered slot from any other time", () => {
    const now = pst("2026-11-30", "09:00");
    expect(isOfferedSlot(pst("2026-11-30", "10:30").toISOString(), now)).toBe(true);
    expect(isOfferedSlot(pst("2026-11-30", "10:15").toISOString(), now)).toBe(false);
    expect(isOfferedSlot(pst("2026-11-30", "20:00").toISOString(), now)).toBe(false);
    expect(isOfferedSlot(pst("2026-11-30", "09:15").toISOString(), now)).toBe(false);
    expect(isOfferedSlot(pst("2026-12-10", "10:00").toISOString(), now)).toBe(false);
    expect(slotEnd("2026-11-30T18:30:00.000Z")).toBe("2026-11-30T19:00:00.000Z");
  });
});

describe("the call's calendar file", () => {
  it("is one event in UTC, its text escaped and its long lines folded", () => {
    const ics = callCalendar({
      uid: "call-1@caradvisor.example",
      start: "2026-11-30T18:30:00.000Z",
      stamp: "2026-11-29T17:00:00.000Z",
      summary: "Call with CarAdvisor; your advisor",
      description: `Move or cancel it on your page, any time: ${"x".repeat(80)}`,
      url: "https://caradvisor.example/my/abc",
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    const lines = ics.split("\r\n");
    expect(lines).toContain("DTSTART:20261130T183000Z");
    expect(lines).toContain("DTEND:20261130T190000Z");
    expect(lines).toContain("SUMMARY:Call with CarAdvisor\\; your advisor");
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(ics.replace(/\r\n /g, "")).toContain(`DESCRIPTION:Move or cancel it on your page\\, any time: ${"x".repeat(80)}`);
  });
});
