import { and, eq, lte, notInArray } from "drizzle-orm";
import { AWAITING_CALL, CALL_QUEUES } from "#app/domain/admin/call-queue";
import { leads } from "#worker/db/schema";

// The leads that wait for a call, read off the leads' call_queue column, the one statement of the queue.

/**
 * A lead an advisor can and should call: with a phone, and not a chat the server ended. Said as "in none of
 * the other queues", which no index serves: a statement that reads other leads' rows (the dashboard's
 * requests of the last 30 days) keeps its own index rather than walking most of the leads on the queue's.
 */
export const awaitsCall = notInArray(
  leads.callQueue,
  CALL_QUEUES.filter((queue) => !(AWAITING_CALL as readonly string[]).includes(queue)),
);

/** A new request no advisor has called since it came, with no callback set: it waits from its latest request. */
export const uncalled = eq(leads.callQueue, "uncalled");

/** A callback whose time has come, on a lead still open: from then on it waits like a new request. */
export const callbackDue = (now: string) => and(eq(leads.callQueue, "callback"), lte(leads.nextCallbackAt, now));
