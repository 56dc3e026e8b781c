import { sql } from "drizzle-orm";
import { auditDetailJson } from "#app/domain/admin/advisor-actions";
import type { MainContactField } from "#app/domain/admin/main-contact";
import { d1Batch } from "#worker/db/batch";

/**
 * Makes a request's email or phone the lead's main one, audited in the same batch.
 * The request row keeps what it was given, and the first request keeps the old value, so nothing is lost.
 * The audit row goes first: it and the change share one condition, read before the change (the request
 * belongs to the lead and gives a different value), so neither is written without the other. False when
 * nothing changed: no such request on this lead, or nothing different to take.
 */
export async function makeRequestContactMain(
  env: Env,
  advisorId: number,
  leadId: string,
  requestId: number,
  field: MainContactField,
  now = new Date().toISOString(),
): Promise<boolean> {
  const differs =
    field === "email"
      ? sql`r.email is not null and r.email is not l.email`
      : sql`r.phone_digits is not null and r.phone_digits is not l.phone_digits`;
  const applies = sql`exists (select 1 from lead_requests r, leads l
    where r.id = ${requestId} and r.lead_id = ${leadId} and l.id = ${leadId} and ${differs})`;
  const request = sql`from lead_requests r where r.id = ${requestId}`;
  const set =
    field === "email"
      ? sql`email = (select r.email ${request})`
      : sql`phone = (select r.phone ${request}), phone_digits = (select r.phone_digits ${request})`;
  const detail = auditDetailJson({ action: "main-contact", field, request: requestId });
  const [, updated] = await d1Batch(env.DB, [
    sql`insert into advisor_actions (advisor_id, action, lead_id, detail)
        select ${advisorId}, 'main-contact', ${leadId}, ${detail} where ${applies}`,
    sql`update leads set ${set}, updated_at = ${now} where id = ${leadId} and ${applies} returning id`,
  ]);
  return (updated?.results.length ?? 0) > 0;
}
