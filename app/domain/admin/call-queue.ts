/**
 * Where a lead stands in the call queue. The leads table computes it in its call_queue column
 * (worker/db/schema/leads.ts), the one place that says which lead is which; the counts' triggers, the list's
 * views, the overdue box and My day all read that column.
 * - "uncalled": a new request no advisor has called since it came (at its latest request time), with no
 *   callback set;
 * - "callback": an open lead with a callback set, which waits from the callback's time;
 * - "callable": any other lead with a phone that was not ended;
 * - "no-contact" and "subscriber": a chat that ended before the phone question, a newsletter signup alone;
 * - "other": no phone by another way in, or a chat the server ended (SPEC §8: the visitor was told to call us).
 */
export const CALL_QUEUES = ["uncalled", "callback", "callable", "no-contact", "subscriber", "other"] as const;
export type CallQueue = (typeof CALL_QUEUES)[number];

/** The queues of the leads an advisor can and should call. */
export const AWAITING_CALL = ["uncalled", "callback", "callable"] as const satisfies readonly CallQueue[];
