import { ADVISOR_SHIFTS, ADVISOR_TIME_ZONE } from "../advisor-hours";

const MINUTE_MS = 60_000;
const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: ADVISOR_TIME_ZONE,
  weekday: "short",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Is this minute inside an advisor shift (Pacific time, so daylight saving is handled by Intl)? */
function onShift(at: number): boolean {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  const day = WEEKDAYS.indexOf(p.weekday ?? "");
  const minutes = Number(p.hour) * 60 + Number(p.minute);
  return ADVISOR_SHIFTS.some((s) => s.dayNumbers.includes(day) && minutes >= s.opens * 60 && minutes < s.closes * 60);
}

/**
 * Advisor minutes between two instants: only time inside the shifts counts, so a lead sent on Saturday
 * night is not late on Monday at 8:05am. Walks minute by minute but jumps over closed stretches in hours.
 */
export function advisorMinutesBetween(from: Date, to: Date, stopAt = Number.POSITIVE_INFINITY): number {
  let count = 0;
  let t = Math.ceil(from.getTime() / MINUTE_MS) * MINUTE_MS;
  const end = to.getTime();
  while (t < end && count < stopAt) {
    if (onShift(t)) {
      count += 1;
      t += MINUTE_MS;
    } else {
      // Off shift: step an hour when the whole next hour is off too, else a minute (shifts start on the hour).
      const nextHour = Math.floor(t / (60 * MINUTE_MS)) * 60 * MINUTE_MS + 60 * MINUTE_MS;
      t = Math.min(nextHour, end);
    }
  }
  return count;
}

/** SPEC §2 promises a call within 1-2 hours: a lead still new after 2 advisor hours is overdue. */
export const OVERDUE_AFTER_ADVISOR_MINUTES = 120;

export const isOverdue = (createdAt: Date, now: Date) =>
  advisorMinutesBetween(createdAt, now, OVERDUE_AFTER_ADVISOR_MINUTES) >= OVERDUE_AFTER_ADVISOR_MINUTES;
