import { ADVISOR_SHIFTS } from "#app/domain/advisor-hours";
import { DAY_MS } from "#app/domain/constants";
import { dayInPacific } from "./dashboard";
import { advisorMinutesBetween, OVERDUE_AFTER_ADVISOR_MINUTES } from "./advisor-time";

// The overdue box's arithmetic: which request times are overdue now or fall due
// before the day ends, as instants SQL can compare with last_requested_at, so every uncalled lead counts.

const WEEK_MS = 7 * DAY_MS;

/** Advisor minutes in a whole week: the shifts are wall-clock hours, so every week has the same. */
export const ADVISOR_MINUTES_PER_WEEK = ADVISOR_SHIFTS.reduce((sum, s) => sum + (s.closes - s.opens) * 60 * s.dayNumbers.length, 0);

/**
 * A lead's age in advisor minutes. Whole weeks count as a week of shifts each, so a lead a year old costs
 * one week's walk, not 365 days'; a week that crosses a daylight-saving change may be off by its hour.
 */
export function advisorAgeMinutes(from: Date, now: Date): number {
  const weeks = Math.max(0, Math.floor((now.getTime() - from.getTime()) / WEEK_MS) - 1);
  return weeks * ADVISOR_MINUTES_PER_WEEK + advisorMinutesBetween(new Date(from.getTime() + weeks * WEEK_MS), now);
}

/** "45 min", "3 h 20 min", "130 h": advisor time, in hours only (an advisor day is not 24 hours). */
export function advisorHoursText(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  return hours >= 24 || m % 60 === 0 ? `${hours} h` : `${hours} h ${m % 60} min`;
}

/**
 * The latest request time already overdue at `at`: the last instant from which 2 advisor hours have passed
 * by `at`, to the millisecond. Advisor minutes only grow as the request time moves back, so a binary search finds it; a week
 * back always holds two advisor hours.
 */
export function overdueCutoff(at: Date): Date {
  let early = at.getTime() - WEEK_MS;
  let late = at.getTime();
  while (late - early > 1) {
    const mid = Math.floor((early + late) / 2);
    if (advisorMinutesBetween(new Date(mid), at) >= OVERDUE_AFTER_ADVISOR_MINUTES) early = mid;
    else late = mid;
  }
  return new Date(early);
}

/** The end of the Pacific day of `now` (its last millisecond before midnight). */
export function endOfPacificDay(now: Date): Date {
  const today = dayInPacific(now);
  let end = now.getTime();
  // Steps of 2^26 ms (18.6 h) down to 1 ms add up to 37 hours: enough to reach any midnight.
  for (let step = 2 ** 26; step >= 1; step /= 2) {
    if (dayInPacific(new Date(end + step)) === today) end += step;
  }
  return new Date(end);
}

/**
 * The overdue box's two bounds: a new lead whose latest request is at or before `overdue` is overdue
 * now; one after it but at or before `dueToday` falls due before the Pacific day ends.
 */
export function overdueBounds(now: Date): { overdue: string; dueToday: string } {
  return { overdue: overdueCutoff(now).toISOString(), dueToday: overdueCutoff(endOfPacificDay(now)).toISOString() };
}
