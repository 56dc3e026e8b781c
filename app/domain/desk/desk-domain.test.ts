import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advisorMinutesBetween, isAdvisorTime } from "#app/domain/admin/advisor-time";
import { deskClientMessageSchema, deskServerMessageSchema } from "./messages";
import { deskLatestText, deskRequestText, notifies } from "./notifications";
import { callerOf, colleaguesOn, presenceOf, presenceText, type Seat } from "./presence";

const LEAD = "0b6f7c1e-6a36-4a52-9d0e-4d1b7d6b2f10";
const OTHER = "8d7d0a35-5a2c-4b8e-a3a4-0c3e2b7f9e21";
const seat = (values: Partial<Seat>): Seat => ({ advisorId: 1, name: "Ana", viewing: null, calling: null, ...values });

describe("presence", () => {
  it("counts an advisor once per lead however many tabs show it, calling since the earliest, callers first", () => {
    const seats = [
      seat({ viewing: LEAD }),
      seat({ viewing: LEAD, calling: { leadId: LEAD, sinceMs: 5_000 } }),
      seat({ calling: { leadId: LEAD, sinceMs: 3_000 } }),
      seat({ advisorId: 2, name: "Ben", viewing: LEAD }),
      seat({ advisorId: 3, name: "Abe", viewing: OTHER }),
      seat({ advisorId: 4, name: "Cy" }),
    ];
    expect(presenceOf(seats)).toEqual([
      {
        leadId: LEAD,
        people: [
          { advisorId: 1, name: "Ana", callingSince: 3_000 },
          { advisorId: 2, name: "Ben", callingSince: null },
        ],
      },
      { leadId: OTHER, people: [{ advisorId: 3, name: "Abe", callingSince: null }] },
    ]);
  });

  it("leaves out the advisor looking, finds the colleague calling, and says it in a line", () => {
    const presence = presenceOf([seat({ calling: { leadId: LEAD, sinceMs: 0 } }), seat({ advisorId: 2, name: "Ben", viewing: LEAD })]);
    expect(colleaguesOn(presence, LEAD, 2).map((person) => person.name)).toEqual(["Ana"]);
    expect(callerOf(colleaguesOn(presence, LEAD, 1))).toBeNull();
    const ana = callerOf(colleaguesOn(presence, LEAD, 2));
    expect(ana?.name).toBe("Ana");
    if (!ana) return;
    expect(presenceText(ana, 30_000)).toBe("Ana is calling, just now");
    expect(presenceText(ana, 2 * 60_000 + 59_000)).toBe("Ana is calling, 2 min");
    expect(presenceText(ana, 75 * 60_000)).toBe("Ana is calling, 1 h 15 min");
    expect(presenceText({ name: "Ben", callingSince: null }, 0)).toBe("Ben has it open");
  });
});

describe("the desk's messages", () => {
  it("take from a page only what it may say about itself, strictly", () => {
    expect(deskClientMessageSchema.safeParse({ type: "viewing", leadId: LEAD }).success).toBe(true);
    expect(deskClientMessageSchema.safeParse({ type: "viewing", leadId: null }).success).toBe(true);
    expect(deskClientMessageSchema.safeParse({ type: "notify", on: true }).success).toBe(true);
    for (const forged of [
      { type: "calling", leadId: LEAD, advisorId: 2 },
      { type: "viewing", leadId: LEAD, name: "Ben" },
      { type: "calling", leadId: "../../etc" },
      { type: "calling", leadId: "" },
      { type: "presence", leads: [] },
      { type: "notify", on: "yes" },
      "viewing",
      null,
    ])
      expect(deskClientMessageSchema.safeParse(forged).success, JSON.stringify(forged)).toBe(false);
  });

  it("are read by a page, and anything else is not", () => {
    const event = { type: "request", seq: 3, leadId: LEAD, kind: "chat", at: "2026-12-01T18:00:00.000Z", language: "es" };
    expect(deskServerMessageSchema.parse(event)).toEqual(event);
    expect(deskServerMessageSchema.safeParse({ ...event, kind: "call" }).success).toBe(false);
    expect(deskServerMessageSchema.safeParse({ type: "hello" }).success).toBe(false);
  });
});

describe("notifications", () => {
  // Tuesday 1 Dec 2026: 10am and 9pm Pacific; Sunday 6 Dec, noon.
  const tuesdayMorning = new Date("2026-12-01T18:00:00.000Z");
  const tuesdayNight = new Date("2026-12-02T05:00:00.000Z");
  const sunday = new Date("2026-12-06T20:00:00.000Z");

  it("tell an advisor of a request in a language they speak, inside advisor hours only", () => {
    expect(notifies({ language: "es" }, ["en", "es"], tuesdayMorning)).toBe(true);
    expect(notifies({ language: "es" }, ["en"], tuesdayMorning)).toBe(false);
    expect(notifies({ language: "en" }, ["en"], tuesdayNight)).toBe(false);
    expect(notifies({ language: "en" }, ["en"], sunday)).toBe(false);
    expect(deskRequestText({ kind: "repeat", language: "es" })).toBe("A lead asked again, in Spanish.");
  });

  it("word the desk line's latest request with its time first: the clock today, the day too before today (Pacific)", () => {
    const text = "New request from a form, in Spanish.";
    // 10am Pacific on Tuesday; 9pm Pacific the same Tuesday is already Wednesday in UTC.
    expect(deskLatestText(text, tuesdayMorning.getTime(), tuesdayNight.getTime())).toBe(
      "Latest, 10:00 AM: New request from a form, in Spanish.",
    );
    expect(deskLatestText(text, tuesdayNight.getTime(), sunday.getTime())).toBe(
      "Latest, Tue, Dec 1, 9:00 PM: New request from a form, in Spanish.",
    );
  });

  it("read advisor hours as the overdue arithmetic does: inside them exactly when a minute of them passes", () => {
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 24 * 60 }), (minute) => {
        const at = new Date(start + minute * 60_000);
        expect(isAdvisorTime(at)).toBe(advisorMinutesBetween(at, new Date(at.getTime() + 60_000)) === 1);
      }),
    );
  });
});
