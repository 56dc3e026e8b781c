// The waits of first calls that SQL could not time (docs/decisions/057): migration 0025 gave every stored
// request for a call its first call's time and advisor, but a wait in advisor minutes needs the shifts'
// arithmetic (app/domain/admin/advisor-time.ts). This times them in pages, by the same function the call's
// own batch uses; the triggers then move each request to its bucket in first_contact_hours.
import { z } from "zod";
import { advisorMinutesBetween } from "#app/domain/admin/advisor-time.ts";
import { UNTIMED_BUCKET } from "#app/domain/admin/first-call-buckets.ts";

/**
 * Migration 0025's statement that gives each request for a call the first call on its lead at or after
 * it, for the requests of the leads `leads` selects (the admin bench seeds its calls in SQL, a chunk of
 * leads at a time, and sets their first calls this way).
 */
export const firstCallsOfLeads = (leads: string) =>
  `UPDATE lead_requests SET (first_call_at, first_caller_id) = (
     SELECT created_at, advisor_id FROM call_attempts
     WHERE call_attempts.lead_id = lead_requests.lead_id AND call_attempts.created_at >= lead_requests.created_at
     ORDER BY call_attempts.created_at, call_attempts.id LIMIT 1)
   WHERE lead_id IN (${leads}) AND source != 'landing_page_footer' AND first_call_at IS NULL AND EXISTS (
     SELECT 1 FROM call_attempts
     WHERE call_attempts.lead_id = lead_requests.lead_id AND call_attempts.created_at >= lead_requests.created_at)`;

/** Runs one SQL statement (values written into it) and gives its rows: the local D1's binding, or wrangler for the remote one. */
export type RunSql = (statement: string) => Promise<unknown[]>;

/** Requests timed per statement: a remote statement stays far under D1's 100 KB. */
export const TIMING_PAGE = 500;

const untimedRow = z.object({ id: z.number().int(), createdAt: z.string(), firstCallAt: z.string() });
type UntimedRow = z.infer<typeof untimedRow>;

/** The next page of requests called but not timed, after request `afterId`, on the requests' primary key. */
export const untimedPage = (afterId: number, limit = TIMING_PAGE) =>
  `SELECT id, created_at AS createdAt, first_call_at AS firstCallAt FROM lead_requests ` +
  `WHERE id > ${Math.trunc(afterId)} AND first_call_at IS NOT NULL AND first_call_minutes IS NULL ORDER BY id LIMIT ${Math.trunc(limit)}`;

/** The untimed counts at 0: a trigger adds to a row whether or not it is there, so a row at 0 is as good as none. */
export const EMPTIED_COUNTS = `DELETE FROM first_contact_hours WHERE n = 0 AND bucket = ${UNTIMED_BUCKET}`;

/** One statement that stores each request's wait, where no wait is stored yet. */
export function timingStatement(rows: readonly UntimedRow[]): string {
  const minutes = rows.map((row) => `WHEN ${row.id} THEN ${advisorMinutesBetween(new Date(row.createdAt), new Date(row.firstCallAt))}`);
  return (
    `UPDATE lead_requests SET first_call_minutes = CASE id ${minutes.join(" ")} END ` +
    `WHERE id IN (${rows.map((row) => row.id).join(", ")}) AND first_call_minutes IS NULL`
  );
}

/**
 * Times every request called but not timed; how many it timed. Then drops the rows of untimed requests
 * it emptied (one per hour), which the dashboard's read would otherwise walk past.
 */
export async function timeFirstCalls(run: RunSql, onPage: (timed: number) => void = () => {}): Promise<number> {
  let afterId = 0;
  let timed = 0;
  for (;;) {
    const rows = z.array(untimedRow).parse(await run(untimedPage(afterId)));
    const last = rows.at(-1);
    if (!last) {
      if (timed > 0) await run(EMPTIED_COUNTS);
      return timed;
    }
    await run(timingStatement(rows));
    timed += rows.length;
    afterId = last.id;
    onPage(timed);
  }
}
