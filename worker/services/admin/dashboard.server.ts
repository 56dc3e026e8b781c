import { and, desc, eq, gt, gte, isNotNull, lt, sql } from "drizzle-orm";
import { chatFunnel, DASHBOARD_DAYS, leadsPerDay, median } from "#app/domain/admin/dashboard";
import { CHAT_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import { database, type Database } from "#worker/db/client";
import { advisors, chatAnswerHours, leadHours, leads, signInPauses } from "#worker/db/schema";
import { DAY_MS } from "#app/domain/constants";

const HOUR_MS = 3_600_000;

/** The dashboard lists at most this many sign-in pauses. */
const SIGN_IN_PAUSES_SHOWN = 20;

/** The UTC hour (YYYY-MM-DDTHH) after the one `instant` falls in. */
const nextHour = (instant: string) => new Date(Date.parse(`${instant.slice(0, 13)}:00:00Z`) + HOUR_MS).toISOString().slice(0, 13);

/** Rows of counts per key merged, their counts added. */
function added(rows: { key: string; n: number }[]): { key: string; n: number }[] {
  const sums = new Map<string, number>();
  for (const { key, n } of rows) sums.set(key, (sums.get(key) ?? 0) + Number(n));
  return [...sums].map(([key, n]) => ({ key, n }));
}

/**
 * The dashboard's counts since `since`: the whole hours from the counts the triggers
 * keep per hour (lead_hours, chat_answer_hours), the part of the first hour from the leads themselves.
 */
export function dashboardQueries(db: Database, d1: Env["DB"], since: string) {
  const whole = nextHour(since);
  const hour = sql<string>`substr(${leads.createdAt}, 1, 13)`;
  return {
    hourlyWhole: db
      .select({ hour: leadHours.hour, leadSource: leadHours.leadSource, n: leadHours.n })
      .from(leadHours)
      .where(and(gte(leadHours.hour, whole), gt(leadHours.n, 0))),
    hourlyFirst: db
      .select({ hour, leadSource: sql<string>`coalesce(${leads.leadSource}, '')`, n: sql<number>`count(*)` })
      .from(leads)
      .where(and(gte(leads.createdAt, since), lt(leads.createdAt, whole)))
      .groupBy(hour, leads.leadSource),
    answeredWhole: db
      .select({ key: chatAnswerHours.key, n: sql<number>`sum(${chatAnswerHours.n})` })
      .from(chatAnswerHours)
      .where(gte(chatAnswerHours.hour, whole))
      .groupBy(chatAnswerHours.key),
    // A chat lead keeps every answer in `answers`: the keys say how far each visitor got.
    answeredFirst: d1
      .prepare(
        "select j.key as key, count(*) as n from leads, json_each(leads.answers) as j where " +
          "leads.lead_source = ?1 and leads.created_at >= ?2 and leads.created_at < ?3 group by j.key",
      )
      .bind(CHAT_LEAD_SOURCE, since, whole),
    // On the partial index of the contacted leads: never a walk of the others.
    contacted: db
      .select({ minutes: sql<number>`(julianday(${leads.contactedAt}) - julianday(${leads.createdAt})) * 1440` })
      .from(leads)
      .where(and(isNotNull(leads.contactedAt), gte(leads.createdAt, since))),
  };
}

/** The last 30 days: leads per day by way in, the chat funnel, the median time to first contact, sign-in pauses. */
export async function dashboard(env: Env, now = new Date()) {
  const db = database(env.DB);
  // One day more than shown, so the first Pacific day is whole whatever the UTC offset.
  const since = new Date(now.getTime() - (DASHBOARD_DAYS + 1) * DAY_MS).toISOString();
  const queries = dashboardQueries(db, env.DB, since);
  const [hourlyWhole, hourlyFirst, answeredWhole, answeredFirst, contacted] = await Promise.all([
    queries.hourlyWhole,
    queries.hourlyFirst,
    queries.answeredWhole,
    queries.answeredFirst.all<{ key: string; n: number }>(),
    queries.contacted,
  ]);
  // A lead with no way in is counted under "" by lead_hours (its key cannot be null).
  const hourly = [...hourlyWhole, ...hourlyFirst].map((row) => ({ ...row, leadSource: row.leadSource || null }));
  const chatLeads = hourly.reduce((sum, row) => (row.leadSource === CHAT_LEAD_SOURCE ? sum + row.n : sum), 0);
  // Each time sign-in was paused for someone, newest first.
  const pauses = await db
    .select({ kind: signInPauses.kind, advisorName: advisors.name, at: signInPauses.createdAt })
    .from(signInPauses)
    .leftJoin(advisors, eq(advisors.id, signInPauses.advisorId))
    .where(gte(signInPauses.createdAt, since))
    .orderBy(desc(signInPauses.createdAt), desc(signInPauses.id))
    .limit(SIGN_IN_PAUSES_SHOWN);
  return {
    days: leadsPerDay(hourly, now),
    chatLeads,
    funnel: chatFunnel(added([...answeredWhole, ...answeredFirst.results])),
    medianMinutesToContact: median(contacted.map((c) => c.minutes)),
    contactedCount: contacted.length,
    signInPauses: pauses,
  };
}

export type Dashboard = Awaited<ReturnType<typeof dashboard>>;
