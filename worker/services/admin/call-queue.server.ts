import { and, eq, lte } from "drizzle-orm";
import { leads } from "../../db/schema";

// The leads that wait for a call, read off the leads' call_queue column, the one statement of the queue.

/** A new request no advisor has called since it came, with no callback set: it waits from its latest request. */
export const uncalled = eq(leads.callQueue, "uncalled");

/** A callback whose time has come, on a lead still open: from then on it waits like a new request. */
export const callbackDue = (now: string) => and(eq(leads.callQueue, "callback"), lte(leads.nextCallbackAt, now));
