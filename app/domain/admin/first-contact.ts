import { OVERDUE_AFTER_ADVISOR_MINUTES } from "./advisor-time";
import { dayInPacific } from "./dashboard";
import { bucketMedian, UNCALLED_BUCKET } from "./first-call-buckets";

// The dashboard's first contact: how long each request for a call waited until an advisor first called
// the lead after it, in advisor minutes (only time inside the shifts counts, as the overdue box counts it),
// and how many waited past the promise of a call within 1-2 hours (SPEC §2). D1 counts the requests per
// hour, first caller and bucket of the wait (docs/decisions/057); this turns the counts into the figures.

/**
 * Requests for a call made in one UTC hour (YYYY-MM-DDTHH), first called by one advisor (0: nobody yet, or
 * an advisor no longer known), whose wait fell in one bucket (first-call-buckets.ts).
 */
export type FirstContactRow = { hour: string; callerKey: number; bucket: number; n: number };

/**
 * The requests nobody has called yet that are past the promise: every one made in an hour before `hour`,
 * and `n` of those made in `hour` itself (the hour the overdue cutoff falls in).
 */
export type LateWaiting = { hour: string; n: number };

/** Whether the waits of a timed bucket are past the promise (2 advisor hours): exact, as 120 minutes is a bucket's edge. */
export const bucketPastPromise = (bucket: number) => bucket >= OVERDUE_AFTER_ADVISOR_MINUTES;

type Tally = { requests: number; called: number; medianMinutes: number | null; pastPromise: number; waiting: number };

/** A row, and how many of its requests are past the promise. */
type Counted = FirstContactRow & { late: number };

function tally(rows: readonly Counted[]): Tally {
  const sum = (of: readonly Counted[], value: (row: Counted) => number) => of.reduce((total, row) => total + value(row), 0);
  const waiting = sum(rows, (row) => (row.bucket === UNCALLED_BUCKET ? row.n : 0));
  const requests = sum(rows, (row) => row.n);
  return {
    requests,
    called: requests - waiting,
    medianMinutes: bucketMedian(rows),
    pastPromise: sum(rows, (row) => row.late),
    waiting,
  };
}

export type FirstContact = {
  total: Tally;
  /** Pacific days, newest first; only days with requests. */
  days: ({ day: string } & Tally)[];
  /** Who made the first call, by the median of the waits they ended; most first calls first. */
  advisors: { advisorId: number; name: string; calls: number; medianMinutes: number | null; pastPromise: number }[];
};

/** The figures of the counted requests (one row per hour, caller and bucket), with the late ones still waiting. */
export function firstContact(rows: readonly FirstContactRow[], names: ReadonlyMap<number, string>, late: LateWaiting): FirstContact {
  const counted = merged(rows).map((row): Counted => {
    if (row.bucket !== UNCALLED_BUCKET) return { ...row, late: bucketPastPromise(row.bucket) ? row.n : 0 };
    // A request nobody has called yet counts once its wait so far is past the promise.
    return { ...row, late: row.hour < late.hour ? row.n : row.hour === late.hour ? Math.min(row.n, late.n) : 0 };
  });
  const days = Map.groupBy(counted, (row) => dayInPacific(new Date(`${row.hour}:00:00Z`)));
  const callers = Map.groupBy(
    counted.filter((row) => row.bucket !== UNCALLED_BUCKET && row.callerKey !== 0),
    (row) => row.callerKey,
  );
  return {
    total: tally(counted),
    days: [...days].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([day, ofDay]) => ({ day, ...tally(ofDay) })),
    advisors: [...callers]
      .map(([advisorId, ended]) => {
        const { called, medianMinutes, pastPromise } = tally(ended);
        return { advisorId, name: names.get(advisorId) ?? `Advisor ${advisorId}`, calls: called, medianMinutes, pastPromise };
      })
      .sort((a, b) => b.calls - a.calls || a.name.localeCompare(b.name)),
  };
}

/** Rows of one key added up, and empty ones dropped: the whole hours and the first partial hour come apart. */
function merged(rows: readonly FirstContactRow[]): FirstContactRow[] {
  const sums = new Map<string, FirstContactRow>();
  for (const row of rows) {
    const key = `${row.hour}|${row.callerKey}|${row.bucket}`;
    const seen = sums.get(key);
    sums.set(key, { ...row, n: (seen?.n ?? 0) + Number(row.n) });
  }
  return [...sums.values()].filter((row) => row.n > 0);
}
