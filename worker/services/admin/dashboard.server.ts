import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { chatFunnel, DASHBOARD_DAYS, leadsPerDay, median } from "~/domain/admin/dashboard";
import { CHAT_LEAD_SOURCE } from "~/domain/admin/lead-status";
import { database } from "../../db/client";
import { advisors, leads, signInPauses } from "../../db/schema";
import { DAY_MS } from "~/domain/constants";

/** The dashboard lists at most this many sign-in pauses. */
const SIGN_IN_PAUSES_SHOWN = 20;

/** The last 30 days: leads per day by way in, the chat funnel, the median time to first contact, sign-in pauses. */
export async function dashboard(env: Env, now = new Date()) {
  const db = database(env.DB);
  // One day more than shown, so the first Pacific day is whole whatever the UTC offset.
  const since = new Date(now.getTime() - (DASHBOARD_DAYS + 1) * DAY_MS).toISOString();
  const hour = sql<string>`substr(${leads.createdAt}, 1, 13)`;
  const [hourly, answered, contacted] = await Promise.all([
    db
      .select({ hour, leadSource: leads.leadSource, n: sql<number>`count(*)` })
      .from(leads)
      .where(gte(leads.createdAt, since))
      .groupBy(hour, leads.leadSource),
    // A chat lead keeps every answer in `answers`: the keys say how far each visitor got.
    env.DB.prepare(
      "select j.key as key, count(*) as n from leads, json_each(leads.answers) as j where " +
        "leads.lead_source = ?1 and leads.created_at >= ?2 group by j.key",
    )
      .bind(CHAT_LEAD_SOURCE, since)
      .all<{ key: string; n: number }>(),
    db
      .select({ minutes: sql<number>`(julianday(${leads.contactedAt}) - julianday(${leads.createdAt})) * 1440` })
      .from(leads)
      .where(and(isNotNull(leads.contactedAt), gte(leads.createdAt, since))),
  ]);
  // Each time sign-in was paused for someone (issue 22, item 1), newest first.
  const pauses = await db
    .select({ kind: signInPauses.kind, advisorName: advisors.name, at: signInPauses.createdAt })
    .from(signInPauses)
    .leftJoin(advisors, eq(advisors.id, signInPauses.advisorId))
    .where(gte(signInPauses.createdAt, since))
    .orderBy(desc(signInPauses.createdAt), desc(signInPauses.id))
    .limit(SIGN_IN_PAUSES_SHOWN);
  const chatLeads = await db
    .select({ n: sql<number>`count(*)` })
    .from(leads)
    .where(and(eq(leads.leadSource, CHAT_LEAD_SOURCE), gte(leads.createdAt, since)));
  return {
    days: leadsPerDay(hourly, now),
    chatLeads: chatLeads[0]?.n ?? 0,
    funnel: chatFunnel(answered.results),
    medianMinutesToContact: median(contacted.map((c) => c.minutes)),
    contactedCount: contacted.length,
    signInPauses: pauses,
  };
}

export type Dashboard = Awaited<ReturnType<typeof dashboard>>;
