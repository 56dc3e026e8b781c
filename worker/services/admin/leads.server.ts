import { eq, sql } from "drizzle-orm";
import type { LeadStatus } from "~/domain/admin/lead-status";
import { database } from "../../db/client";
import { d1Batch } from "../../db/batch";
import { leads } from "../../db/schema";
import { auditOnLead } from "../leads";
import { advisorById } from "./advisors.server";

// What an advisor does to a lead. Each change, its history and its audit row go in one D1 batch, so
// none is ever written without the others (issue 15, item 7; issue 11, item 4).

/**
 * Sets the status and records the change with its advisor; the first "contacted" also stamps
 * contacted_at (the dashboard's median). False when no lead has that id.
 */
export async function setLeadStatus(
  env: Env,
  advisorId: number,
  id: string,
  status: LeadStatus,
  now = new Date().toISOString(),
): Promise<boolean> {
  const db = database(env.DB);
  const [updated] = await d1Batch(env.DB, [
    db
      .update(leads)
      .set({ status, statusChangedAt: now, contactedAt: status === "contacted" ? sql`coalesce(${leads.contactedAt}, ${now})` : undefined })
      .where(eq(leads.id, id))
      .returning({ id: leads.id }),
    sql`insert into lead_status_changes (lead_id, status, changed_at, advisor_id)
          select id, ${status}, ${now}, ${advisorId} from leads where id = ${id}`,
    auditOnLead(advisorId, id, { action: "status", status }),
  ]);
  return (updated?.results.length ?? 0) > 0;
}

/** A note on the lead by this advisor (issue 11, item 5); false when no lead has that id. */
export async function addNote(env: Env, advisorId: number, leadId: string, body: string): Promise<boolean> {
  const [inserted] = await d1Batch(env.DB, [
    sql`insert into lead_notes (lead_id, advisor_id, body) select id, ${advisorId}, ${body} from leads where id = ${leadId}`,
    auditOnLead(advisorId, leadId, { action: "note" }),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

export type AssignOutcome = "assigned" | "missing" | "unknown-advisor";

/** Assigns the lead to an enabled advisor, or to nobody (`to` null); the audit names both advisors. */
export async function assignLead(env: Env, advisorId: number, leadId: string, to: number | null): Promise<AssignOutcome> {
  const assignee = to === null ? null : await advisorById(env, to);
  if (to !== null && (!assignee || assignee.disabled)) return "unknown-advisor";
  const [updated] = await d1Batch(env.DB, [
    database(env.DB).update(leads).set({ assignedAdvisorId: to }).where(eq(leads.id, leadId)).returning({ id: leads.id }),
    auditOnLead(advisorId, leadId, { action: "assign", to: assignee ? { id: assignee.id, name: assignee.name } : null }),
  ]);
  return (updated?.results.length ?? 0) > 0 ? "assigned" : "missing";
}
