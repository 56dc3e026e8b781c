import { and, asc, lt, sql } from "drizzle-orm";
import { monthsBefore, RETENTION } from "#app/domain/retention";
import { appConfig } from "#worker/config.server";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { deleteLead } from "./deletion.server";

/**
 * The visitor's latest activity: the lead's creation, its latest update (a chat answer, a confirmed
 * subscription) or its latest request. Advisors' work does not extend it.
 */
const latestActivity = sql<string>`max(${leads.createdAt},
  coalesce(${leads.updatedAt}, ${leads.createdAt}), coalesce(${leads.lastRequestedAt}, ${leads.createdAt}))`;

/**
 * Deletes leads whose latest activity is older than LEAD_RETENTION_MONTHS, oldest first, at most
 * RETENTION.leadsPerRun a run, each through the same deletion as a visitor's request (reason
 * "retention", no advisor). A lead already gone is skipped, so a run can be repeated or overlap another.
 */
export async function deleteExpiredLeads(env: Env, now = new Date()): Promise<number> {
  const cutoff = monthsBefore(now, appConfig(env).LEAD_RETENTION_MONTHS).toISOString();
  const expired = await database(env.DB)
    .select({ id: leads.id })
    .from(leads)
    // created_at narrows through its index: a lead created after the cutoff cannot be expired.
    .where(and(lt(leads.createdAt, cutoff), lt(latestActivity, cutoff)))
    .orderBy(asc(leads.createdAt))
    .limit(RETENTION.leadsPerRun);
  let deleted = 0;
  for (const { id } of expired) {
    if (await deleteLead(env, id, { reason: "retention", advisorId: null })) deleted += 1;
  }
  logEvent("retention_run", { cutoff, deleted, backlog: expired.length === RETENTION.leadsPerRun });
  return deleted;
}
