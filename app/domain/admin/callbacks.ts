import { ADVISOR_SHIFTS, ADVISOR_HOURS_TEXT } from "../advisor-hours";
import { DAY_MS } from "../constants";
import { pacificInstant, pacificWallClock } from "./advisor-time";

// When to call a lead back (issue 21, item 3): quick picks and an exact time, entered and read in
// Pacific time, always inside the advisor hours of SPEC §1.

const HOUR_MS = 3_600_000;

export const CALLBACK_PICKS = ["in-1-hour", "later-today", "tomorrow-morning", "next-advisor-day"] as const;
export type CallbackPick = (typeof CALLBACK_PICKS)[number];

export const CALLBACK_PICK_LABELS: Record<CallbackPick, string> = {
  "in-1-hour": "In 1 hour",
  "later-today": "Later today",
  "tomorrow-morning": "Tomorrow morning",
  "next-advisor-day": "Next advisor day",
};

/** The furthest ahead a callback may be set: a lead called back past it would wait, unseen, as long as it says. */
export const CALLBACK_MAX_AHEAD_DAYS = 365;

/** "Later today" is this long from now; "tomorrow morning" is at this hour. */
const LATER_TODAY_HOURS = 3;
const MORNING_HOUR = 9;

const dayOf = (wall: number) => Math.floor(wall / DAY_MS) * DAY_MS;
const shiftsOn = (dayWall: number) => ADVISOR_SHIFTS.filter((s) => s.dayNumbers.includes(new Date(dayWall).getUTCDay()));

/** Whether an instant falls inside a shift (the closing minute itself does not). */
export function isWithinAdvisorHours(at: Date): boolean {
  const wall = pacificWallClock(at.getTime());
  const hour = (wall - dayOf(wall)) / HOUR_MS;
  return shiftsOn(dayOf(wall)).some((s) => hour >= s.opens && hour < s.closes);
}

/** `at` when advisors are working then, otherwise the next shift's opening. */
export function nextAdvisorTime(at: Date): Date {
  if (isWithinAdvisorHours(at)) return at;
  const wall = pacificWallClock(at.getTime());
  for (let day = dayOf(wall); day <= dayOf(wall) + 7 * DAY_MS; day += DAY_MS) {
    const opening = shiftsOn(day)
      .map((s) => day + s.opens * HOUR_MS)
      .find((open) => open >= wall);
    if (opening !== undefined) return new Date(pacificInstant(opening));
  }
  return at;
}

/** The opening of the first advisor day after `at`'s Pacific day. */
function nextDayOpening(at: Date): Date {
  const wall = pacificWallClock(at.getTime());
  return nextAdvisorTime(new Date(pacificInstant(dayOf(wall) + DAY_MS)));
}

/** The time a quick pick stands for at `now`; null when it has none ("later today" after the day's last shift). */
export function callbackPickTime(pick: CallbackPick, now: Date): Date | null {
  switch (pick) {
    case "in-1-hour":
      return nextAdvisorTime(new Date(now.getTime() + HOUR_MS));
    case "later-today": {
      const later = new Date(now.getTime() + LATER_TODAY_HOURS * HOUR_MS);
      const sameDay = dayOf(pacificWallClock(later.getTime())) === dayOf(pacificWallClock(now.getTime()));
      return sameDay && isWithinAdvisorHours(later) ? later : null;
    }
    case "tomorrow-morning": {
      const tomorrow = dayOf(pacificWallClock(now.getTime())) + DAY_MS;
      return nextAdvisorTime(new Date(pacificInstant(tomorrow + MORNING_HOUR * HOUR_MS)));
    }
    case "next-advisor-day":
      return nextDayOpening(now);
  }
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value ("2026-11-26T10:00") read as Pacific time; null when it is not one. */
export function pacificInputTime(value: string): Date | null {
  const m = INPUT.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  if (new Date(wall).getUTCDate() !== d || (h ?? 0) > 23 || (mi ?? 0) > 59) return null;
  return new Date(pacificInstant(wall));
}

/** An instant as a datetime-local value in Pacific time, for the exact-time field. */
export const pacificInputValue = (at: Date) => new Date(pacificWallClock(at.getTime())).toISOString().slice(0, 16);

/** Why an exact callback time was refused, or null when it can be kept. */
export function callbackTimeProblem(at: Date | null, now: Date): string | null {
  if (!at) return CALLBACK_MESSAGES.badTime;
  if (at.getTime() <= now.getTime()) return CALLBACK_MESSAGES.past;
  if (at.getTime() > now.getTime() + CALLBACK_MAX_AHEAD_DAYS * DAY_MS) return CALLBACK_MESSAGES.tooFar;
  if (!isWithinAdvisorHours(at)) return CALLBACK_MESSAGES.outsideHours;
  return null;
}

export const CALLBACK_MESSAGES = {
  badTime: "Enter the callback's date and time.",
  past: "Pick a callback time that is still ahead.",
  outsideHours: `Pick a time within advisor hours (${ADVISOR_HOURS_TEXT}).`,
  tooFar: "Pick a callback time within the next year.",
  noLaterToday: "There is no advisor time left today: pick another time.",
} as const;
