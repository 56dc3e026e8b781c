import { and, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import { nextAdvisorTime } from "~/domain/admin/callbacks";
import { isOfferedSlot } from "~/domain/buyers/call-slots";
import { appConfig } from "../../config.server";
import { database } from "../../db/client";
import { leads } from "../../db/schema";
import { logEvent } from "../../log.server";

// The call a buyer books on their page (docs/decisions/051). A booking sets the lead's next callback, so
// it comes due on the advisor's My day like any callback, marked as the buyer's; it replaces a callback
// an advisor had set (the buyer says when they can talk), and an advisor's later callback or call ends it.

export type BookingChoice = { kind: "slot"; at: string } | { kind: "asap" };

/**
 * "booked"; "full" when the half hour holds as many bookings as CALL_SLOTS_PER_HALF_HOUR allows; "gone"
 * when the slot is no longer offered (past, or too soon); "closed" for a lead closed or marked spam, or a
 * chat ended for its messages; "no-phone" when there is no number to call.
 */
export type BookingOutcome = "booked" | "full" | "gone" | "closed" | "no-phone";

/** A lead an advisor may still call: open, with a phone, not a chat the server ended. */
const callable = and(notInArray(leads.status, ["closed", "spam"]), isNotNull(leads.phoneDigits), sql`${leads.endedReason} is null`);

export async function bookCall(env: Env, leadId: string, choice: BookingChoice, now = new Date()): Promise<BookingOutcome> {
  const db = database(env.DB);
  if (choice.kind === "slot" && !isOfferedSlot(choice.at, now)) return "gone";
  // As soon as possible: now while advisors work, else the next opening; it counts against no half hour.
  const at = choice.kind === "slot" ? choice.at : nextAdvisorTime(now).toISOString();
  const perHalfHour = appConfig(env).CALL_SLOTS_PER_HALF_HOUR;
  // One statement: the half hour's count and the booking are decided together, so two buyers cannot take its last place.
  const room =
    choice.kind === "slot"
      ? sql`(select count(*) from ${leads} as other where other.booked_call_at = ${at} and other.booked_call_kind = 'slot'
            and other.id <> ${leadId}) < ${perHalfHour}`
      : sql`1`;
  const booked = await db
    .update(leads)
    .set({ nextCallbackAt: at, bookedCallAt: at, bookedCallKind: choice.kind, bookedCallMadeAt: now.toISOString() })
    .where(and(eq(leads.id, leadId), callable, room))
    .returning({ id: leads.id });
  if (booked.length > 0) {
    logEvent("buyer_call_booked", { leadId, kind: choice.kind });
    return "booked";
  }
  const [lead] = await db
    .select({ status: leads.status, phone: leads.phoneDigits, ended: leads.endedReason })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead || lead.status === "closed" || lead.status === "spam" || lead.ended) return "closed";
  return lead.phone ? "full" : "no-phone";
}

/**
 * Cancels the buyer's booking: the callback it set goes with it, and the request waits for its call as
 * it did before the booking. False when the buyer had none (an advisor's callback is the advisor's).
 */
export async function cancelCall(env: Env, leadId: string): Promise<boolean> {
  const cancelled = await database(env.DB)
    .update(leads)
    .set({ nextCallbackAt: null, bookedCallAt: null, bookedCallKind: null, bookedCallMadeAt: null })
    .where(and(eq(leads.id, leadId), isNotNull(leads.bookedCallKind)))
    .returning({ id: leads.id });
  if (cancelled.length > 0) logEvent("buyer_call_cancelled", { leadId });
  return cancelled.length > 0;
}

/** The buyer's booking as it stands, for the calendar file; null when the buyer has none. */
export async function bookedCall(env: Env, leadId: string): Promise<{ at: string; madeAt: string } | null> {
  const [lead] = await database(env.DB)
    .select({ at: leads.bookedCallAt, kind: leads.bookedCallKind, madeAt: leads.bookedCallMadeAt, next: leads.nextCallbackAt })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead?.at || !lead.madeAt || lead.at !== lead.next) return null;
  return { at: lead.at, madeAt: lead.madeAt };
}
