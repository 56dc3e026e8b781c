import { and, asc, count, eq, sql } from "drizzle-orm";
import { advisorMinutesBetween, OVERDUE_AFTER_ADVISOR_MINUTES } from "~/domain/admin/advisor-time";
import type { SignedInAdvisor } from "~/domain/admin/advisor";
import { languageFirst } from "~/domain/admin/language-suggestions";
import { AWAITING_CALL } from "~/domain/admin/call-queue";
import type { LeadListItem } from "~/domain/admin/lead-views";
import { database, type Database } from "../../db/client";
import { leads } from "../../db/schema";
import { callbackDue, uncalled } from "./call-queue.server";
import { selectListed } from "./lead-list.server";
import { mineOrNobodyRows, tallyCount, tallyRows } from "./tallies.server";

// My day (issue 21, item 3): the first page an advisor sees. The callbacks that have come due, then
// the new requests no one has called yet, each oldest first, of the advisor's own leads and nobody's.

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
  return { due: and(callbackDue(now.toISOString()), mineOrNobody), fresh: and(uncalled, mineOrNobody) };
}

/**
 * The two lists, oldest first, each on its queue's index: by callback time, by latest request; the
 * callbacks counted on their index, the new requests by the tallies.
 */
export function myDayQueries(db: Database, advisorId: number, now: Date) {
  const { due, fresh } = myDayConditions(advisorId, now);
  return {
    callbacks: selectListed(db).where(due).orderBy(asc(leads.nextCallbackAt), asc(leads.id)).limit(MY_DAY_SHOWN),
    requests: selectListed(db).where(fresh).orderBy(asc(leads.lastRequestedAt), asc(leads.id)).limit(MY_DAY_SHOWN),
    callbacksTotal: db.select({ n: count() }).from(leads).where(due),
    requestsTotal: tallyCount(db, mineOrNobodyRows(advisorId, ["uncalled"])),
  };
}

/** The figure of a count's rows. */
const figure = (rows: { n: number }[]) => rows[0]?.n ?? 0;

/**
 * My day's lines in Spanish, for an advisor who speaks Spanish: the same two lists of Spanish leads alone,
 * in the same order, the requests read from the (language, call_queue, last_requested_at) index.
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
 * My day of the signed-in advisor: a Spanish speaker sees the Spanish leads of each list first (issue 24,
 * item 5). Their languages come with them from the admin gate, which read their row already.
 */
export async function myDay(env: Env, advisor: Pick<SignedInAdvisor, "id" | "languages">, now = new Date()) {
  const db = database(env.DB);
  const advisorId = advisor.id;
  const queries = myDayQueries(db, advisorId, now);
  // One round trip to D1 (issue 21, item 10): the lists and their counts, and the Spanish lines with them.
  const speaksSpanish = advisor.languages.includes("es");
  const spanish = spanishQueries(db, advisorId, now);
  const [allCallbacks, allRequests, callbacksTotal, requestsTotal, spanishCallbacks = [], spanishRequests = []] = await db.batch([
    queries.callbacks,
    queries.requests,
    queries.callbacksTotal,
    queries.requestsTotal,
    ...(speaksSpanish ? ([spanish.callbacks, spanish.requests] as const) : []),
  ]);
  const callbacks = speaksSpanish ? languageFirst(spanishCallbacks, allCallbacks, "es", MY_DAY_SHOWN) : allCallbacks;
  const requests = speaksSpanish ? languageFirst(spanishRequests, allRequests, "es", MY_DAY_SHOWN) : allRequests;
  return {
    spanishFirst: speaksSpanish,
    callbacks: withWait(callbacks, (row) => row.nextCallbackAt, now),
    requests: withWait(requests, (row) => row.lastRequestedAt ?? row.createdAt, now),
    callbacksTotal: figure(callbacksTotal),
    requestsTotal: figure(requestsTotal),
  };
}

export type MyDay = Awaited<ReturnType<typeof myDay>>;

/** The dashboard's queue, from the tallies: the new leads awaiting a call, apart from the leads with no phone. */
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
