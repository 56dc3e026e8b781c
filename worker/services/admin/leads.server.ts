import { and, eq, isNull, sql } from "drizzle-orm";
import type { LeadStatus } from "#app/domain/admin/lead-status";
import { database } from "#worker/db/client";
import { d1Batch } from "#worker/db/batch";
import { advisors, leads } from "#worker/db/schema";
import { auditOnLead } from "#worker/services/leads";
import { advisorById } from "./advisors.server";

// What an advisor does to a lead. Each change, its history and its audit row go in one D1 batch, so
// none is ever written without the others.

/**
 * The statements of a status change, for the caller's batch: the status, its history row with its
 * advisor, and the audit; the first "contacted" also stamps contacted_at (the dashboard's median).
 */
export function statusChange(env: Env, advisorId: number, id: string, status: LeadStatus, now: string) {
  return [
    database(env.DB)
      .update(leads)
      .set({ status, statusChangedAt: now, contactedAt: status === "contacted" ? sql`coalesce(${leads.contactedAt}, ${now})` : undefined })
      .where(eq(leads.id, id))
      .returning({ id: leads.id }),
    sql`insert into lead_status_changes (lead_id, status, changed_at, advisor_id)
          select id, ${status}, ${now}, ${advisorId} from leads where id = ${id}`,
    auditOnLead(advisorId, id, { action: "status", status }),
  ] as const;
}

/** Sets the status and records the change with its advisor; false when no lead has that id. */
export async function setLeadStatus(
  env: Env,
  advisorId: number,
  id: string,
  status: LeadStatus,
  now = new Date().toISOString(),
): Promise<boolean> {
  const [updated] = await d1Batch(env.DB, [...statusChange(env, advisorId, id, status, now)]);
  return (updated?.results.length ?? 0) > 0;
}

/** A note on the lead by this advisor; false when no lead has that id. */
export async function addNote(env: Env, advisorId: number, leadId: string, body: string): Promise<boolean> {
  const [inserted] = await d1Batch(env.DB, [
    sql`insert into lead_notes (lead_id, advisor_id, body) select id, ${advisorId}, ${body} from leads where id = ${leadId}`,
    auditOnLead(advisorId, leadId, { action: "note" }),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

export type AssignOutcome =
  | { kind: "missing" }
  | { kind: "unknown-advisor" }
  // `name` is the advisor who has the lead now (null: nobody).
  | { kind: "assigned"; name: string | null }
  // Another advisor has the lead: the page asks before taking it.
  | { kind: "confirm"; holder: { id: number; name: string } };

/**
 * Assigns the lead to an enabled advisor, or to nobody (`to` null). Taking a lead another advisor has
 * needs `confirmed`; the audit then names both. The update only lands while the lead still has the
 * holder read here, so a lead taken meanwhile asks again, naming its new holder.
 */
export async function assignLead(
  env: Env,
  advisorId: number,
  leadId: string,
  to: number | null,
  confirmed = false,
): Promise<AssignOutcome> {
  const db = database(env.DB);
  const assignee = to === null ? null : await advisorById(env, to);
  if (to !== null && (!assignee || assignee.disabled)) return { kind: "unknown-advisor" };
  const [lead] = await db
    .select({ holderId: leads.assignedAdvisorId, holderName: advisors.name })
    .from(leads)
    .leftJoin(advisors, eq(advisors.id, leads.assignedAdvisorId))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead) return { kind: "missing" };
  const holder =
    lead.holderId !== null && lead.holderId !== advisorId ? { id: lead.holderId, name: lead.holderName ?? "a former advisor" } : null;
  if (holder && holder.id !== to && !confirmed) return { kind: "confirm", holder };
  const from = holder && holder.id !== to ? { from: holder } : {};
  const [updated] = await d1Batch(env.DB, [
    db
      .update(leads)
      .set({ assignedAdvisorId: to })
      .where(
        and(eq(leads.id, leadId), lead.holderId === null ? isNull(leads.assignedAdvisorId) : eq(leads.assignedAdvisorId, lead.holderId)),
      )
      .returning({ id: leads.id }),
    sql`${auditOnLead(advisorId, leadId, { action: "assign", to: assignee ? { id: assignee.id, name: assignee.name } : null, ...from })}
        and changes() > 0`,
  ]);
  if ((updated?.results.length ?? 0) > 0) return { kind: "assigned", name: assignee?.name ?? null };
  return assignLead(env, advisorId, leadId, to, false);
}
