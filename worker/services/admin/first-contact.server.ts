import { and, asc, eq, gte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { DASHBOARD_DAYS } from "#app/domain/admin/dashboard";
import { firstContact } from "#app/domain/admin/first-contact";
import { NEWSLETTER_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import { DAY_MS } from "#app/domain/constants";
import { database, type Database } from "#worker/db/client";
import { advisors, callAttempts, leadRequests, leads } from "#worker/db/schema";
import { awaitsCall } from "./call-queue.server";

/**
 * Each request for a call of the last 30 days (a form's, a chat's: not a newsletter signup) on a lead an
 * advisor can call, with the first call attempt on its lead at or after it: the requests by their
 * created_at index, each first call by the attempts' (lead_id, created_at) index.
 */
export function requestWaitsQuery(db: Database, since: string) {
  const later = alias(callAttempts, "later");
  const firstCall = db
    .select({ id: later.id })
    .from(later)
    .where(and(eq(later.leadId, leadRequests.leadId), gte(later.createdAt, leadRequests.createdAt)))
    .orderBy(asc(later.createdAt), asc(later.id))
    .limit(1);
  // Named apart: in a D1 batch a row comes back keyed by column name, and both tables' created_at would be one.
  return db
    .select({
      requestedAt: sql<string>`${leadRequests.createdAt}`.as("requested_at"),
      calledAt: sql<string | null>`${callAttempts.createdAt}`.as("called_at"),
      advisorId: sql<number | null>`${callAttempts.advisorId}`.as("first_caller_id"),
    })
    .from(leadRequests)
    .innerJoin(leads, eq(leads.id, leadRequests.leadId))
    .leftJoin(callAttempts, eq(callAttempts.id, sql`(${firstCall})`))
    .where(and(gte(leadRequests.createdAt, since), ne(leadRequests.source, NEWSLETTER_LEAD_SOURCE), awaitsCall));
}

/**
 * The dashboard's first contact (the live desk's measure): how long requests waited for their first call
 * in advisor hours, per Pacific day and per advisor who made it, and how many waited past the promise.
 */
export async function firstContactFigures(env: Env, now = new Date()) {
  const db = database(env.DB);
  const since = new Date(now.getTime() - DASHBOARD_DAYS * DAY_MS);
  const [waits, names] = await db.batch([
    requestWaitsQuery(db, since.toISOString()),
    db.select({ id: advisors.id, name: advisors.name }).from(advisors),
  ]);
  return firstContact(waits, new Map(names.map((advisor) => [advisor.id, advisor.name])), since, now);
}
