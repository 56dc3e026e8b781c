// With their extensions: the first contact's backfill and the admin bench time calls in plain Node.
import { ADVISOR_SHIFTS } from "#app/domain/advisor-hours.ts";
import { DAY_MS } from "#app/domain/constants.ts";
import { pacificOffset } from "./format.ts";

const MINUTE_MS = 60_000;

/**
 * The Pacific wall clock at an instant, to the minute, as if it were UTC (so Date.UTC arithmetic works on
 * it). The offset comes from the one cached per UTC hour (format.ts), because asking Intl for each day of
 * each listed lead's wait is costly on a page that lists many leads.
 */
export function pacificWallClock(at: number): number {
  return Math.floor((at + pacificOffset(at).minutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
}

/** The instant a Pacific wall-clock time (as pacificWallClock gives it) happens; a time the spring switch skips moves on. */
export function pacificInstant(wall: number): number {
  const guess = wall + (wall - pacificWallClock(wall));
  return wall + (guess - pacificWallClock(guess));
}

/**
 * Advisor minutes between two instants: only time inside the shifts (Mon-Fri 8am-8pm, Sat 9am-6pm PT)
 * counts, so a lead sent on Saturday night is not late at 8:05am on Monday. Works a day at a time:
 * each Pacific day's shifts are turned into instants (daylight saving read from Intl at midday, after
 * the 2am switch) and intersected with the interval.
 */
export function advisorMinutesBetween(from: Date, to: Date): number {
  return Math.floor(shiftsBetween(from.getTime(), to.getTime()).reduce((sum, [opens, closes]) => sum + closes - opens, 0) / MINUTE_MS);
}

/** The shifts' stretches between two instants (ms), in order, each cut to the interval. */
function shiftsBetween(start: number, end: number): [number, number][] {
  const stretches: [number, number][] = [];
  if (end <= start) return stretches;
  // Pacific midnight of the first day, as a wall-clock "UTC" date.
  let day = Math.floor(pacificWallClock(start) / DAY_MS) * DAY_MS;
  for (;;) {
    // UTC minus Pacific time on this day, read at 20:00 UTC (midday in California).
    const probe = day + 20 * 60 * MINUTE_MS;
    const offset = probe - pacificWallClock(probe);
    if (day + offset > end) break;
    const weekday = new Date(day).getUTCDay();
    for (const shift of ADVISOR_SHIFTS) {
      if (!shift.dayNumbers.includes(weekday)) continue;
      const opens = Math.max(start, day + shift.opens * 60 * MINUTE_MS + offset);
      const closes = Math.min(end, day + shift.closes * 60 * MINUTE_MS + offset);
      if (closes > opens) stretches.push([opens, closes]);
    }
    day += DAY_MS;
  }
  return stretches;
}

/** SPEC §2 promises a call within 1-2 hours: a lead still new after 2 advisor hours is overdue. */
export const OVERDUE_AFTER_ADVISOR_MINUTES = 120;

/** Whether an instant falls inside the advisors' shifts (Pacific time). */
export function isAdvisorTime(at: Date): boolean {
  const wall = pacificWallClock(at.getTime());
  const day = new Date(wall);
  const hour = day.getUTCHours() + day.getUTCMinutes() / 60;
  return ADVISOR_SHIFTS.some((shift) => shift.dayNumbers.includes(day.getUTCDay()) && hour >= shift.opens && hour < shift.closes);
}
