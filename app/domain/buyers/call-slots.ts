import { ADVISOR_SHIFTS } from "#app/domain/advisor-hours";
import { pacificInstant, pacificWallClock } from "#app/domain/admin/advisor-time";
import { DAY_MS } from "#app/domain/constants";

// The call a buyer books on their page (docs/decisions/051): a half hour inside the advisor hours of
// SPEC §1 on one of the next advisor days, or "as soon as possible". Pure: the Worker counts the
// bookings each half hour already holds against the setting CALL_SLOTS_PER_HALF_HOUR.

export const CALL_BOOKING = {
  /** A slot's length: the half hour an advisor sets aside. */
  slotMinutes: 30,
  /** How many advisor days are offered: today while a slot is left, and the days advisors work after it. */
  advisorDays: 3,
  /** A slot starts at least this long after the booking, so an advisor sees it coming. */
  minNoticeMinutes: 30,
  /** Bookings a half hour takes when CALL_SLOTS_PER_HALF_HOUR is not set. */
  defaultPerHalfHour: 2,
} as const;

const MINUTE_MS = 60_000;
const SLOT_MS = CALL_BOOKING.slotMinutes * MINUTE_MS;

/** One advisor day's slots: its Pacific date (YYYY-MM-DD) and each slot's start (an ISO instant). */
export type SlotDay = { date: string; slots: string[] };

const dayOf = (wall: number) => Math.floor(wall / DAY_MS) * DAY_MS;

/**
 * The slots a buyer may book at `now`: every half hour from a shift's opening to its last half hour,
 * at least the notice ahead, on the next `advisorDays` days that have one. A day with no slot left
 * (today after the last one) does not count among them.
 */
export function slotDays(now: Date): SlotDay[] {
  const earliest = now.getTime() + CALL_BOOKING.minNoticeMinutes * MINUTE_MS;
  const today = dayOf(pacificWallClock(now.getTime()));
  const days: SlotDay[] = [];
  // Two weeks bound the walk: every week has six advisor days.
  for (let day = today; days.length < CALL_BOOKING.advisorDays && day < today + 14 * DAY_MS; day += DAY_MS) {
    const slots = ADVISOR_SHIFTS.filter((shift) => shift.dayNumbers.includes(new Date(day).getUTCDay())).flatMap((shift) => {
      const starts: string[] = [];
      for (let wall = day + shift.opens * 60 * MINUTE_MS; wall + SLOT_MS <= day + shift.closes * 60 * MINUTE_MS; wall += SLOT_MS) {
        const at = pacificInstant(wall);
        if (at >= earliest) starts.push(new Date(at).toISOString());
      }
      return starts;
    });
    if (slots.length > 0) days.push({ date: new Date(day).toISOString().slice(0, 10), slots });
  }
  return days;
}

/** Whether `at` (an ISO instant) is one of the slots offered at `now`. */
export function isOfferedSlot(at: string, now: Date): boolean {
  return slotDays(now).some((day) => day.slots.includes(at));
}

/** The end of the half hour a slot starts. */
export const slotEnd = (start: string) => new Date(Date.parse(start) + SLOT_MS).toISOString();
