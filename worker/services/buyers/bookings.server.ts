import { and, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import { nextAdvisorTime } from "#app/domain/admin/callbacks";
import type { BookedCallKind } from "#app/domain/buyers/booked-call-kinds";
import { isOfferedSlot } from "#app/domain/buyers/call-slots";
import type { LeadLanguage } from "#app/domain/lead-language";
import { appConfig } from "#worker/config.server";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { notifyDesk } from "#worker/services/desk";

// The call a buyer books on their page (docs/decisions/051). A booking sets the lead's next callback, so
// it comes due on the advisor's My day like any callback, marked as the buyer's; it replaces a callback
// an advisor had set (the buyer says when they can talk), and an advisor's later callback or call ends it.

export type BookingChoice = { kind: "slot"; at: string } | { kind: "asap" };

/** What the buyer asks of their call on the page: a half hour, as soon as possible, or no booking at all. */
export type BookingChange = BookingChoice | { kind: "cancel" };

/**
 * "booked"; "cancelled" (also when there was nothing of the buyer's to cancel: an advisor's callback is the
 * advisor's); "full" when the half hour holds as many bookings as CALL_SLOTS_PER_HALF_HOUR allows; "gone"
 * when the slot is no longer offered (past, or too soon); "closed" for a lead closed or marked spam, or a
 * chat ended for its messages; "no-phone" when there is no number to call.
 */
export type BookingOutcome = "booked" | "cancelled" | "full" | "gone" | "closed" | "no-phone";

/** The lead's booking as D1 committed it: its time and kind (both null once cancelled), in the lead's language. */
export type BookingWrite = {
  leadId: string;
  at: string | null;
  kind: BookedCallKind | null;
  madeAt: string | null;
  language: LeadLanguage;
};

/** A lead an advisor may still call: open, with a phone, not a chat the server ended. */
const callable = and(notInArray(leads.status, ["closed", "spam"]), isNotNull(leads.phoneDigits), sql`${leads.endedReason} is null`);

const written = {
  leadId: leads.id,
  at: leads.bookedCallAt,
  kind: leads.bookedCallKind,
  madeAt: leads.bookedCallMadeAt,
  language: leads.language,
};

/**
 * Every change a buyer makes to their call (booking, moving, cancelling) is written here and nowhere else:
 * `written` is the booking as committed, null when nothing changed, so whatever must follow a committed
 * booking (the log line, news for the advisors) follows it in this one place.
 */
export async function changeBooking(
  env: Env,
  leadId: string,
  change: BookingChange,
  now = new Date(),
): Promise<{ outcome: BookingOutcome; written: BookingWrite | null }> {
  if (change.kind === "cancel") {
    const [cancelled] = await clearBooking(env, leadId);
    if (cancelled) {
      logEvent("buyer_call_cancelled", { leadId });
      notifyDesk(env, { leadId, kind: "cancelled", at: now.toISOString(), language: cancelled.language });
    }
    return { outcome: "cancelled", written: cancelled ?? null };
  }
  if (change.kind === "slot" && !isOfferedSlot(change.at, now)) return { outcome: "gone", written: null };
  const [booked] = await writeBooking(env, leadId, change, now);
  if (booked) {
    logEvent("buyer_call_booked", { leadId, kind: change.kind });
    notifyDesk(env, { leadId, kind: "booked", at: now.toISOString(), language: booked.language });
    return { outcome: "booked", written: booked };
  }
  return { outcome: await whyRefused(env, leadId), written: null };
}

function writeBooking(env: Env, leadId: string, choice: BookingChoice, now: Date) {
  // As soon as possible: now while advisors work, else the next opening; it counts against no half hour.
  const at = choice.kind === "slot" ? choice.at : nextAdvisorTime(now).toISOString();
  const perHalfHour = appConfig(env).CALL_SLOTS_PER_HALF_HOUR;
  // One statement: the half hour's count and the booking are decided together, so two buyers cannot take its last place.
  const room =
    choice.kind === "slot"
      ? sql`(select count(*) from ${leads} as other where other.booked_call_at = ${at} and other.booked_call_kind = 'slot'
            and other.id <> ${leadId}) < ${perHalfHour}`
      : sql`1`;
  return database(env.DB)
    .update(leads)
    .set({ nextCallbackAt: at, bookedCallAt: at, bookedCallKind: choice.kind, bookedCallMadeAt: now.toISOString() })
    .where(and(eq(leads.id, leadId), callable, room))
    .returning(written);
}

/** The buyer's booking goes, and the callback it set with it: the request waits for its call as it did before. */
function clearBooking(env: Env, leadId: string) {
  return database(env.DB)
    .update(leads)
    .set({ nextCallbackAt: null, bookedCallAt: null, bookedCallKind: null, bookedCallMadeAt: null })
    .where(and(eq(leads.id, leadId), isNotNull(leads.bookedCallKind)))
    .returning(written);
}

async function whyRefused(env: Env, leadId: string): Promise<Exclude<BookingOutcome, "booked" | "cancelled" | "gone">> {
  const [lead] = await database(env.DB)
    .select({ status: leads.status, phone: leads.phoneDigits, ended: leads.endedReason })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead || lead.status === "closed" || lead.status === "spam" || lead.ended) return "closed";
  return lead.phone ? "full" : "no-phone";
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
