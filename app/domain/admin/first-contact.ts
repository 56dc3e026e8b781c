import { advisorClock, OVERDUE_AFTER_ADVISOR_MINUTES } from "./advisor-time";
import { dayInPacific, median } from "./dashboard";

// The dashboard's first contact: how long each request for a call waited until an advisor first called
// the lead after it, in advisor minutes (only time inside the shifts counts, as the overdue box counts it),
// and how many waited past the promise of a call within 1-2 hours (SPEC §2).

/** A request for a call, and the first call attempt on its lead at or after it (none yet: nulls). */
export type RequestWait = { requestedAt: string; calledAt: string | null; advisorId: number | null };

/** Waited past the promise: the overdue box's measure, 2 advisor hours. */
const pastPromise = (minutes: number) => minutes >= OVERDUE_AFTER_ADVISOR_MINUTES;

type Tally = { requests: number; called: number; medianMinutes: number | null; pastPromise: number; waiting: number };

function tally(waits: { minutes: number; called: boolean }[]): Tally {
  const called = waits.filter((wait) => wait.called);
  return {
    requests: waits.length,
    called: called.length,
    medianMinutes: median(called.map((wait) => wait.minutes)),
    // A request nobody has called yet counts once its wait so far is past the promise.
    pastPromise: waits.filter((wait) => pastPromise(wait.minutes)).length,
    waiting: waits.length - called.length,
  };
}

export type FirstContact = {
  total: Tally;
  /** Pacific days, newest first; only days with requests. */
  days: ({ day: string } & Tally)[];
  /** Who made the first call, by the median of the waits they ended; most first calls first. */
  advisors: { advisorId: number; name: string; calls: number; medianMinutes: number | null; pastPromise: number }[];
};

/** The waits of the requests made since `since`, as of `now`. */
export function firstContact(rows: readonly RequestWait[], names: ReadonlyMap<number, string>, since: Date, now: Date): FirstContact {
  const minutesBetween = advisorClock(since, now);
  const waits = rows.map((row) => ({
    ...row,
    day: dayInPacific(new Date(row.requestedAt)),
    called: row.calledAt !== null,
    minutes: minutesBetween(new Date(row.requestedAt), row.calledAt ? new Date(row.calledAt) : now),
  }));
  const days = Map.groupBy(waits, (wait) => wait.day);
  const callers = Map.groupBy(
    waits.filter((wait) => wait.advisorId !== null),
    (wait) => wait.advisorId ?? 0,
  );
  return {
    total: tally(waits),
    days: [...days].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([day, ofDay]) => ({ day, ...tally(ofDay) })),
    advisors: [...callers]
      .map(([advisorId, ended]) => {
        const { called, medianMinutes, pastPromise: late } = tally(ended);
        return { advisorId, name: names.get(advisorId) ?? `Advisor ${advisorId}`, calls: called, medianMinutes, pastPromise: late };
      })
      .sort((a, b) => b.calls - a.calls || a.name.localeCompare(b.name)),
  };
}
