import { desc, eq, sql } from "drizzle-orm";
import { auditDetailJson, type AuditDetail } from "#app/domain/admin/advisor-actions";
import type { AdvisorActionEntry } from "#app/domain/admin/lead-views";
import { database, type Database } from "#worker/db/client";
import { advisorActions, advisors } from "#worker/db/schema";

// Every status change, note, assignment, deletion and CSV export names its advisor and its time.
// An action on a lead writes its audit row in the same D1 batch as the change.

/** The audit row of an action on a lead, written only while the lead exists: put it in the action's batch. */
export const auditOnLead = (advisorId: number, leadId: string, detail: AuditDetail) =>
  sql`insert into advisor_actions (advisor_id, action, lead_id, detail)
      select ${advisorId}, ${detail.action}, id, ${auditDetailJson(detail)} from leads where id = ${leadId}`;

/** An action on no one lead (a CSV export). */
export async function recordAction(env: Env, advisorId: number, detail: AuditDetail): Promise<void> {
  await database(env.DB)
    .insert(advisorActions)
    .values({ advisorId, action: detail.action, detail: auditDetailJson(detail) });
}

/** The lead's audit, newest first. */
export function leadActions(db: Database, leadId: string, limit = 100): Promise<AdvisorActionEntry[]> {
  return db
    .select({
      id: advisorActions.id,
      action: advisorActions.action,
      detail: advisorActions.detail,
      createdAt: advisorActions.createdAt,
      advisorName: advisors.name,
    })
    .from(advisorActions)
    .leftJoin(advisors, eq(advisors.id, advisorActions.advisorId))
    .where(eq(advisorActions.leadId, leadId))
    .orderBy(desc(advisorActions.createdAt), desc(advisorActions.id))
    .limit(limit);
}
