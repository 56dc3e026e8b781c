import { eq, sql } from "drizzle-orm";
import { statusAfterCall, type CallOutcome } from "#app/domain/admin/call-outcomes";
import { database } from "#worker/db/client";
import { d1Batch } from "#worker/db/batch";
import { leads } from "#worker/db/schema";
import { auditOnLead } from "#worker/services/leads";
import { awaitingFirstCall, firstCallUpdates } from "./first-calls.server";
import { statusChange } from "./leads.server";

// An advisor's calls and callbacks. Each write, the lead's counters and the
// audit row go in one D1 batch, as every advisor action does.

/**
 * Records one call attempt with its advisor, time and note, and counts it on the lead. The call answers
 * the callback that was due, so it is cleared; talking to a new lead makes it contacted, a wrong number
 * or no interest closes it (with the status history and audit a status change always has). It is the
 * first call of the lead's requests that were waiting for one. False when no lead has that id.
 */
export async function recordCall(
  env: Env,
  advisorId: number,
  leadId: string,
  call: { outcome: CallOutcome; note?: string | undefined },
  now = new Date().toISOString(),
): Promise<boolean> {
  const db = database(env.DB);
  const [[lead], waiting] = await db.batch([
    db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).limit(1),
    awaitingFirstCall(db, leadId, now),
  ]);
  if (!lead) return false;
  const status = statusAfterCall(call.outcome, lead.status);
  const [inserted] = await d1Batch(env.DB, [
    sql`insert into call_attempts (lead_id, advisor_id, outcome, note, created_at)
          select id, ${advisorId}, ${call.outcome}, ${call.note || null}, ${now} from leads where id = ${leadId}`,
    db
      .update(leads)
      .set({
        callAttemptCount: sql`${leads.callAttemptCount} + 1`,
        lastCallAt: now,
        lastCallOutcome: call.outcome,
        // The call answers the callback and the buyer's booking alike (docs/decisions/051).
        ...NO_CALLBACK,
      })
      .where(eq(leads.id, leadId)),
    auditOnLead(advisorId, leadId, { action: "call", outcome: call.outcome }),
    ...(status ? statusChange(env, advisorId, leadId, status, now) : []),
    ...firstCallUpdates(db, waiting, advisorId, now),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

/** No callback, and no booking of the buyer's: the lead waits as a new request does. */
const NO_CALLBACK = { nextCallbackAt: null, bookedCallAt: null, bookedCallKind: null, bookedCallMadeAt: null } as const;

/**
 * Sets the lead's next callback (an ISO time), or clears it (null); false when no lead has that id. The
 * advisor's word is the latest: a booking the buyer made ends with it (docs/decisions/051), and the
 * buyer's page then shows the advisor's time.
 */
export async function setCallback(env: Env, advisorId: number, leadId: string, at: string | null): Promise<boolean> {
  const [updated] = await d1Batch(env.DB, [
    database(env.DB)
      .update(leads)
      .set({ ...NO_CALLBACK, nextCallbackAt: at })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id }),
    auditOnLead(advisorId, leadId, { action: "callback", at }),
  ]);
  return (updated?.results.length ?? 0) > 0;
}
