import { ADVISOR_SHIFTS, ADVISOR_HOURS_TEXT } from "#app/domain/advisor-hours";
import { DAY_MS } from "#app/domain/constants";
import { pacificInstant, pacificWallClock } from "./advisor-time";

// When to call a lead back: quick picks and an exact time, entered and read in
// Pacific time, always inside the advisor hours of SPEC §1.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

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

/** "Later today" is this long from now, or earlier when the shift ends first; "tomorrow morning" is at this hour. */
const LATER_TODAY_HOURS = 3;
const MORNING_HOUR = 9;
/** A quick pick leaves the call this long before closing; an exact time may go up to the closing minute. */
const LAST_PICK_BEFORE_CLOSING_MS = 30 * MINUTE_MS;
/** "Later today" is at least this far ahead, and this far after "In 1 hour" when that is offered too. */
const LATER_TODAY_MIN_AHEAD_MS = 15 * MINUTE_MS;
const LATER_TODAY_AFTER_HOUR_MS = 30 * MINUTE_MS;

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

/** An hour from now, when advisors still work then. */
function inOneHour(now: Date): Date | null {
  const at = new Date(now.getTime() + HOUR_MS);
  return isWithinAdvisorHours(at) ? at : null;
}

/**
 * Three hours on, or the last pick of today's shift when it ends sooner (its opening, before it opens);
 * none when that is too close to now, or to "In 1 hour", to be a choice of its own.
 */
function laterToday(now: Date): Date | null {
  const wall = pacificWallClock(now.getTime());
  const shift = shiftsOn(dayOf(wall))[0];
  if (!shift) return null;
  const opens = dayOf(wall) + shift.opens * HOUR_MS;
  const lastPick = dayOf(wall) + shift.closes * HOUR_MS - LAST_PICK_BEFORE_CLOSING_MS;
  const at = Math.max(opens, Math.min(wall + LATER_TODAY_HOURS * HOUR_MS, lastPick));
  if (at < wall + LATER_TODAY_MIN_AHEAD_MS) return null;
  if (inOneHour(now) && at < wall + HOUR_MS + LATER_TODAY_AFTER_HOUR_MS) return null;
  return new Date(pacificInstant(at));
}

/** 9am tomorrow, when tomorrow is an advisor day. */
function tomorrowMorning(now: Date): Date | null {
  const at = new Date(pacificInstant(dayOf(pacificWallClock(now.getTime())) + DAY_MS + MORNING_HOUR * HOUR_MS));
  return isWithinAdvisorHours(at) ? at : null;
}

/**
 * The time a quick pick stands for at `now`; null when it is not a choice then: each falls inside
 * advisor hours, "In 1 hour" and "Later today" only today, "Tomorrow morning" only when tomorrow is an
 * advisor day (on a Saturday, "Next advisor day" is Monday).
 */
export function callbackPickTime(pick: CallbackPick, now: Date): Date | null {
  switch (pick) {
    case "in-1-hour":
      return inOneHour(now);
    case "later-today":
      return laterToday(now);
    case "tomorrow-morning":
      return tomorrowMorning(now);
    case "next-advisor-day":
      return nextDayOpening(now);
  }
}

/** What the callback form offers at `now`: the picks that are choices then, and the next opening when today has none left. */
export type CallbackChoices = { picks: { pick: CallbackPick; at: string }[]; nextOpening: string | null };

/**
 * The quick picks that make sense at `now`, each with its time. "Next advisor day" stands in for
 * "Tomorrow morning" only when tomorrow has no shift (they would be an hour apart, or the same time).
 * When no time is left today, the form says when advisors are next at work.
 */
export function callbackChoices(now: Date): CallbackChoices {
  const offered = CALLBACK_PICKS.flatMap((pick) => {
    const at = callbackPickTime(pick, now);
    return at ? [{ pick, at }] : [];
  });
  const has = (pick: CallbackPick) => offered.some((choice) => choice.pick === pick);
  const picks = offered
    .filter(({ pick }) => pick !== "next-advisor-day" || !has("tomorrow-morning"))
    .map(({ pick, at }) => ({ pick, at: at.toISOString() }));
  const todayOver = !has("in-1-hour") && !has("later-today");
  return { picks, nextOpening: todayOver ? nextDayOpening(now).toISOString() : null };
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
  pickGone: "That choice is no longer open: pick another time.",
  tooFar: "Pick a callback time within the next year.",
} as const;
