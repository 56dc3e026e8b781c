import { and, eq, gte, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { DASHBOARD_DAYS } from "#app/domain/admin/dashboard";
import { firstContact, type FirstContactRow } from "#app/domain/admin/first-contact";
import { NEWSLETTER_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import { overdueCutoff } from "#app/domain/admin/overdue";
import { DAY_MS } from "#app/domain/constants";
import { database, type Database } from "#worker/db/client";
import { advisors, firstContactHours, leadRequests, leads } from "#worker/db/schema";
import { awaitsCall } from "./call-queue.server";

const HOUR_MS = 3_600_000;

/** The UTC hour (YYYY-MM-DDTHH) an instant falls in, and the instant that hour starts. */
const hourOf = (at: Date) => at.toISOString().slice(0, 13);
const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * The first contact's statements between `since` and `now` (docs/decisions/057): the whole hours from the
 * counts the triggers keep (first_contact_hours), the first partial hour from its requests on their time
 * index, and the requests still waiting made in the hour of the overdue cutoff (2 advisor hours before
 * now) up to it, counted on the same index.
 */
export function firstContactQueries(db: Database, since: Date, now: Date) {
  const whole = new Date(hourStart(since).getTime() + HOUR_MS);
  const cutoff = overdueCutoff(now);
  // A request for a call: not a newsletter signup, on a lead an advisor can call (what the triggers count).
  const forACall = and(ne(leadRequests.source, NEWSLETTER_LEAD_SOURCE), awaitsCall);
  const hour = sql<string>`substr(${leadRequests.createdAt}, 1, 13)`;
  const callerKey = sql<number>`coalesce(${leadRequests.firstCallerId}, 0)`;
  const cutoffHour = hourStart(cutoff);
  return {
    cutoffHour: hourOf(cutoff),
    wholeHours: db
      .select({
        hour: firstContactHours.hour,
        callerKey: firstContactHours.callerKey,
        bucket: firstContactHours.bucket,
        n: firstContactHours.n,
      })
      .from(firstContactHours)
      .where(and(gte(firstContactHours.hour, hourOf(whole)), ne(firstContactHours.n, 0))),
    firstHour: db
      // Named: in a D1 batch a row comes back keyed by column name.
      .select({
        hour: hour.as("hour"),
        callerKey: callerKey.as("caller_key"),
        bucket: sql<number>`${leadRequests.firstCallBucket}`.as("bucket"),
        n: sql<number>`count(*)`.as("n"),
      })
      .from(leadRequests)
      .innerJoin(leads, eq(leads.id, leadRequests.leadId))
      .where(and(gte(leadRequests.createdAt, since.toISOString()), lt(leadRequests.createdAt, whole.toISOString()), forACall))
      .groupBy(hour, callerKey, leadRequests.firstCallBucket),
    lateInCutoffHour: db
      .select({ n: sql<number>`count(*)`.as("n") })
      .from(leadRequests)
      .innerJoin(leads, eq(leads.id, leadRequests.leadId))
      .where(
        and(
          gte(leadRequests.createdAt, new Date(Math.max(cutoffHour.getTime(), since.getTime())).toISOString()),
          lte(leadRequests.createdAt, cutoff.toISOString()),
          isNull(leadRequests.firstCallAt),
          forACall,
        ),
      ),
  };
}

/**
 * The dashboard's first contact (the live desk's measure): how long requests waited for their first call
 * in advisor hours, per Pacific day and per advisor who made it, and how many waited past the promise.
 */
export async function firstContactFigures(env: Env, now = new Date()) {
  const db = database(env.DB);
  const since = new Date(now.getTime() - DASHBOARD_DAYS * DAY_MS);
  const queries = firstContactQueries(db, since, now);
  const [wholeHours, firstHour, [late], names] = await db.batch([
    queries.wholeHours,
    queries.firstHour,
    queries.lateInCutoffHour,
    db.select({ id: advisors.id, name: advisors.name }).from(advisors),
  ]);
  const rows: FirstContactRow[] = [...wholeHours, ...firstHour];
  return firstContact(rows, new Map(names.map((advisor) => [advisor.id, advisor.name])), {
    hour: queries.cutoffHour,
    n: Number(late?.n ?? 0),
  });
}
