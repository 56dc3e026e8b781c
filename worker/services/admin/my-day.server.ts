import { and, asc, count, desc, eq, gt, isNotNull, notInArray, sql } from "drizzle-orm";
import { advisorMinutesBetween, OVERDUE_AFTER_ADVISOR_MINUTES } from "#app/domain/admin/advisor-time";
import type { SignedInAdvisor } from "#app/domain/admin/advisor";
import { languageFirst } from "#app/domain/admin/language-suggestions";
import { JUST_IN_MINUTES, JUST_IN_SHOWN } from "#app/domain/desk/timing";
import { AWAITING_CALL } from "#app/domain/admin/call-queue";
import type { LeadListItem } from "#app/domain/admin/lead-views";
import { database, type Database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { callbackDue, uncalled } from "./call-queue.server";
import { selectListed } from "./lead-list.server";
import { mineOrNobodyRows, tallyCount, tallyRows } from "./tallies.server";

// My day: the first page an advisor sees. The callbacks that have come due, then
// the new requests no one has called yet, each oldest first, of the advisor's own leads and nobody's.

/**
 * "Just in": the requests of the last 30 minutes no one has called yet, newest first, on the call queue's
 * (call_queue, last_requested_at) index read backwards. A request called within minutes is the likeliest to become a
 * client, and the oldest-first list puts the newest last, past its 50 lines once the queue is long: the
 * live desk shows each new request here the moment it is stored.
 */
export function justInQuery(db: Database, advisorId: number, now: Date) {
  const since = new Date(now.getTime() - JUST_IN_MINUTES * 60_000).toISOString();
  return selectListed(db)
    .where(and(myDayConditions(advisorId, now).fresh, gt(leads.lastRequestedAt, since)))
    .orderBy(desc(leads.lastRequestedAt), desc(leads.id))
    .limit(JUST_IN_SHOWN);
}

/** How many lines each part of My day shows; its count covers all of them. */
export const MY_DAY_SHOWN = 50;

/** A lead on My day, with how long it has waited in advisor time and whether that is past the promise. */
export type MyDayLead = LeadListItem & { waitedMinutes: number; overdue: boolean };

const waited = (from: string | null, now: Date) => advisorMinutesBetween(new Date(from ?? now.toISOString()), now);
const withWait = (rows: LeadListItem[], since: (row: LeadListItem) => string | null, now: Date): MyDayLead[] =>
  rows.map((row) => {
    const waitedMinutes = waited(since(row), now);
    return { ...row, waitedMinutes, overdue: waitedMinutes >= OVERDUE_AFTER_ADVISOR_MINUTES };
  });

/**
 * My day's two conditions for this advisor at `now`: the advisor's own leads and nobody's. The assignee
 * is read as coalesce(…), which no index serves: each list is walked in its order on the call queue's
 * index, which holds the assignee, and the walk stops at the page.
 */
export function myDayConditions(advisorId: number, now: Date) {
  const mineOrNobody = sql`coalesce(${leads.assignedAdvisorId}, 0) in (${advisorId}, 0)`;
  // The buyers' bookings still ahead (docs/decisions/051), on the partial index of booked calls: a booking
  // holds the callback's time, so one that comes due moves to the callbacks due.
  const booked = and(
    gt(leads.bookedCallAt, now.toISOString()),
    isNotNull(leads.bookedCallKind),
    notInArray(leads.status, ["closed", "spam"]),
    mineOrNobody,
  );
  return { due: and(callbackDue(now.toISOString()), mineOrNobody), fresh: and(uncalled, mineOrNobody), booked };
}

/**
 * The two lists, oldest first, each on its queue's index: by callback time, by latest request; the
 * callbacks counted on their index, the new requests by the tallies.
 */
export function myDayQueries(db: Database, advisorId: number, now: Date) {
  const { due, fresh, booked } = myDayConditions(advisorId, now);
  return {
    booked: selectListed(db).where(booked).orderBy(asc(leads.bookedCallAt), asc(leads.id)).limit(MY_DAY_SHOWN),
    bookedTotal: db.select({ n: count() }).from(leads).where(booked),
    callbacks: selectListed(db).where(due).orderBy(asc(leads.nextCallbackAt), asc(leads.id)).limit(MY_DAY_SHOWN),
    requests: selectListed(db).where(fresh).orderBy(asc(leads.lastRequestedAt), asc(leads.id)).limit(MY_DAY_SHOWN),
    callbacksTotal: db.select({ n: count() }).from(leads).where(due),
    requestsTotal: tallyCount(db, mineOrNobodyRows(advisorId, ["uncalled"])),
  };
}

/** The figure of a count's rows. */
const figure = (rows: { n: number }[]) => rows[0]?.n ?? 0;

/**
 * My day's lines in Spanish, for an advisor who speaks Spanish: the same two lists of
 * Spanish leads alone, in the same order, the requests read from the (language, call_queue, last_requested_at) index.
 */
export function spanishQueries(db: Database, advisorId: number, now: Date) {
  const { due, fresh } = myDayConditions(advisorId, now);
  const spanish = eq(leads.language, "es");
  return {
    callbacks: selectListed(db).where(and(due, spanish)).orderBy(asc(leads.nextCallbackAt), asc(leads.id)).limit(MY_DAY_SHOWN),
    requests: selectListed(db).where(and(fresh, spanish)).orderBy(asc(leads.lastRequestedAt), asc(leads.id)).limit(MY_DAY_SHOWN),
  };
}

/**
 * My day of the signed-in advisor: a Spanish speaker sees the Spanish leads of each list first.
 * Their languages come with them from the admin gate, which read their row already.
 */
export async function myDay(env: Env, advisor: Pick<SignedInAdvisor, "id" | "languages">, now = new Date()) {
  const db = database(env.DB);
  const advisorId = advisor.id;
  const queries = myDayQueries(db, advisorId, now);
  // One round trip to D1: the lists and their counts, and the Spanish lines with them.
  const speaksSpanish = advisor.languages.includes("es");
  const spanish = spanishQueries(db, advisorId, now);
  const [
    booked,
    bookedTotal,
    allCallbacks,
    allRequests,
    callbacksTotal,
    requestsTotal,
    justIn,
    spanishCallbacks = [],
    spanishRequests = [],
  ] = await db.batch([
    queries.booked,
    queries.bookedTotal,
    queries.callbacks,
    queries.requests,
    queries.callbacksTotal,
    queries.requestsTotal,
    justInQuery(db, advisorId, now),
    ...(speaksSpanish ? ([spanish.callbacks, spanish.requests] as const) : []),
  ]);
  const callbacks = speaksSpanish ? languageFirst(spanishCallbacks, allCallbacks, "es", MY_DAY_SHOWN) : allCallbacks;
  const requests = speaksSpanish ? languageFirst(spanishRequests, allRequests, "es", MY_DAY_SHOWN) : allRequests;
  // A lead just in is listed there alone, and counted with it rather than with the older requests.
  const justInIds = new Set(justIn.map((row) => row.id));
  const requestedAt = (row: LeadListItem) => row.lastRequestedAt ?? row.createdAt;
  return {
    spanishFirst: speaksSpanish,
    callbacks: withWait(callbacks, (row) => row.nextCallbackAt, now),
    justIn: withWait(justIn, requestedAt, now),
    requests: withWait(
      requests.filter((row) => !justInIds.has(row.id)),
      requestedAt,
      now,
    ),
    callbacksTotal: figure(callbacksTotal),
    requestsTotal: Math.max(0, figure(requestsTotal) - justIn.length),
    booked: withWait(booked, requestedAt, now),
    bookedTotal: figure(bookedTotal),
  };
}

export type MyDay = Awaited<ReturnType<typeof myDay>>;

/**
 * The dashboard's queue, from the tallies: new callable leads, apart from the leads
 * with no phone.
 */
export function queueCountsQueries(db: Database) {
  return {
    callable: tallyCount(db, tallyRows({ status: "new" }, 0, AWAITING_CALL)),
    noContact: tallyCount(db, tallyRows({}, 0, ["no-contact"])),
    subscribers: tallyCount(db, tallyRows({}, 0, ["subscriber"])),
  };
}

export async function queueCounts(env: Env) {
  const db = database(env.DB);
  const queries = queueCountsQueries(db);
  const [callable, noContact, subscribers] = await db.batch([queries.callable, queries.noContact, queries.subscribers]);
  return { callable: figure(callable), noContact: figure(noContact), subscribers: figure(subscribers) };
}

export type QueueCounts = Awaited<ReturnType<typeof queueCounts>>;
