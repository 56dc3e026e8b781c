import { ADVISOR_SHIFTS } from "../advisor-hours";
import { DAY_MS } from "../constants";
import { pacificOffset } from "./format";

const MINUTE_MS = 60_000;

/**
 * The Pacific wall clock at an instant, to the minute, as if it were UTC (so Date.UTC arithmetic works on
 * it). The offset comes from the one cached per UTC hour (format.ts): asking Intl for each day of each
 * listed lead's wait cost the leads page and My day 15 ms of CPU for 150 leads (issue 21, item 10).
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
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return 0;
  let total = 0;
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
      const opens = day + shift.opens * 60 * MINUTE_MS + offset;
      const closes = day + shift.closes * 60 * MINUTE_MS + offset;
      total += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
    }
    day += DAY_MS;
  }
  return Math.floor(total / MINUTE_MS);
}

/** SPEC §2 promises a call within 1-2 hours: a lead still new after 2 advisor hours is overdue. */
export const OVERDUE_AFTER_ADVISOR_MINUTES = 120;
