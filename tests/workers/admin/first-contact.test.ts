import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { advisorMinutesBetween } from "#app/domain/admin/advisor-time";
import { CALL_OUTCOMES } from "#app/domain/admin/call-outcomes";
import { dayInPacific } from "#app/domain/admin/dashboard";
import { overdueCutoff } from "#app/domain/admin/overdue";
import { bucketMedian, firstCallBucket, UNCALLED_BUCKET } from "#app/domain/admin/first-call-buckets";
import { CHAT_LEAD_SOURCE, NEWSLETTER_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import { DAY_MS } from "#app/domain/constants";
import { dashboardPage } from "#app/routes/admin/dashboard.server";
import { database } from "#worker/db/client";
import { recordCall } from "#worker/services/admin/calls.server";
import { firstContactFigures, firstContactQueries } from "#worker/services/admin/first-contact.server";
import { uniquePhone } from "#tests/workers/helpers";
import { addAdvisor, addLead, dbRows, pageContext, queryPlan, readsIndex, scansTable, type TestAdvisor } from "./admin-helpers";

// The dashboard's first contact: each request for a call, timed to the first call on its lead after it,
// which the call's own batch stores and triggers count per hour, caller and bucket of the wait.

// Monday 30 Nov 2026, 3pm Pacific.
const now = new Date("2026-11-30T23:00:00.000Z");
let ana: TestAdvisor;
let ben: TestAdvisor;
beforeAll(async () => {
  await env.DB.prepare("delete from leads").run();
  ana = await addAdvisor({ name: "Ana First" });
  ben = await addAdvisor({ name: "Ben First" });
});

const requestAt = (leadId: string, at: string, source = "landing_page_cta") =>
  env.DB.prepare("insert into lead_requests (lead_id, source, created_at) values (?, ?, ?)").bind(leadId, source, at).run();
/** A call logged as the lead page logs it, at its time. */
const callAt = (leadId: string, advisor: TestAdvisor, at: string, outcome: (typeof CALL_OUTCOMES)[number] = "no-answer") =>
  recordCall(env, advisor.id, leadId, { outcome }, at);
const callable = (digits: string) => addLead({ phone: digits, phoneDigits: digits, createdAt: "2026-11-30T17:00:00.000Z" });

type Row = { hour: string; callerKey: number; bucket: number; n: number };
const byKey = (a: Row, b: Row) => a.hour.localeCompare(b.hour) || a.callerKey - b.callerKey || a.bucket - b.bucket;

/** The counts as the triggers keep them. */
const kept = async () =>
  (await dbRows<Row>("select hour, caller_key as callerKey, bucket, n from first_contact_hours where n != 0")).sort(byKey);

type Request = { id: number; hour: string; requestedAt: string; calledAt: string | null; callerId: number | null; minutes: number | null };

/**
 * Each request for a call (not a newsletter signup, on a lead with a phone that was not ended), and the
 * first call on its lead at or after it, read from the calls themselves and timed here.
 */
async function directRequests(): Promise<Request[]> {
  const rows = await dbRows<{ id: number; requestedAt: string; calledAt: string | null; callerId: number | null }>(
    `select r.id, r.created_at as requestedAt, c.created_at as calledAt, c.advisor_id as callerId
     from lead_requests r join leads l on l.id = r.lead_id
     left join call_attempts c on c.id = (select id from call_attempts where lead_id = r.lead_id and created_at >= r.created_at
                                          order by created_at, id limit 1)
     where r.source != ? and l.phone_digits is not null and l.ended_reason is null`,
    NEWSLETTER_LEAD_SOURCE,
  );
  return rows.map((row) => ({
    ...row,
    hour: row.requestedAt.slice(0, 13),
    minutes: row.calledAt ? advisorMinutesBetween(new Date(row.requestedAt), new Date(row.calledAt)) : null,
  }));
}

/** The same requests counted per hour, caller and bucket. */
function counted(requests: readonly Request[]): Row[] {
  const rows = new Map<string, Row>();
  for (const request of requests) {
    const row = {
      hour: request.hour,
      callerKey: request.callerId ?? 0,
      bucket: request.minutes === null ? UNCALLED_BUCKET : firstCallBucket(request.minutes),
    };
    const key = JSON.stringify(row);
    rows.set(key, { ...row, n: (rows.get(key)?.n ?? 0) + 1 });
  }
  return [...rows.values()].sort(byKey);
}

/**
 * The test database, holding every batch after the first `reads` until those have answered: callers that
 * each read, then write, all read before any writes.
 */
function writesAfterReads(reads: number): D1Database {
  let batches = 0;
  let answered = 0;
  let allRead = () => {};
  const readsDone = new Promise<void>((resolve) => {
    allRead = resolve;
  });
  return {
    prepare: (sql) => env.DB.prepare(sql),
    batch: async <T>(statements: D1PreparedStatement[]) => {
      if (++batches > reads) {
        await readsDone;
        return env.DB.batch<T>(statements);
      }
      const results = await env.DB.batch<T>(statements);
      if (++answered === reads) allRead();
      return results;
    },
    exec: (sql) => env.DB.exec(sql),
    dump: () => env.DB.dump(),
    withSession: (constraint) => env.DB.withSession(constraint),
  };
}

describe("first contact", () => {
  it("times each request to the first call after it, leaves out newsletter signups, leads with no phone and old requests", async () => {
    const quick = await callable("4155550301");
    await requestAt(quick, "2026-10-01T17:00:00.000Z");
    await requestAt(quick, "2026-11-30T17:00:00.000Z");
    // An earlier call answers an earlier request, not this one.
    await callAt(quick, ben, "2026-11-30T16:50:00.000Z");
    await callAt(quick, ana, "2026-11-30T17:20:00.000Z");
    await callAt(quick, ben, "2026-11-30T18:00:00.000Z");
    const slow = await callable("4155550302");
    await requestAt(slow, "2026-11-30T17:00:00.000Z", "chatbot");
    await callAt(slow, ben, "2026-11-30T20:00:00.000Z");
    const waiting = await callable("4155550303");
    await requestAt(waiting, "2026-11-30T18:00:00.000Z");
    await requestAt(waiting, "2026-11-30T19:00:00.000Z");
    const subscriber = await callable("4155550304");
    await requestAt(subscriber, "2026-11-30T17:00:00.000Z", "landing_page_footer");
    const noPhone = await addLead({ createdAt: "2026-11-30T17:00:00.000Z" });
    await requestAt(noPhone, "2026-11-30T17:00:00.000Z");

    const figures = await firstContactFigures(env, now);
    expect(figures.total).toEqual({ requests: 4, called: 2, medianMinutes: 100, pastPromise: 3, waiting: 2 });
    expect(figures.advisors).toEqual([
      { advisorId: ana.id, name: "Ana First", calls: 1, medianMinutes: 20, pastPromise: 0 },
      { advisorId: ben.id, name: "Ben First", calls: 1, medianMinutes: 180, pastPromise: 1 },
    ]);
    expect(figures.days.map((day) => day.day)).toEqual(["2026-11-30"]);
    expect((await dashboardPage(pageContext(ana))).firstContact.total.requests).toBe(figures.total.requests);
    expect(
      await dbRows("select first_call_at, first_caller_id, first_call_minutes from lead_requests where lead_id = ? order by id", quick),
    ).toEqual([
      {
        first_call_at: "2026-11-30T16:50:00.000Z",
        first_caller_id: ben.id,
        first_call_minutes: advisorMinutesBetween(new Date("2026-10-01T17:00:00.000Z"), new Date("2026-11-30T16:50:00.000Z")),
      },
      { first_call_at: "2026-11-30T17:20:00.000Z", first_caller_id: ana.id, first_call_minutes: 20 },
    ]);
  });

  it("takes the first of two calls logged at once, once", async () => {
    const lead = await callable(uniquePhone());
    await requestAt(lead, "2026-11-30T21:30:00.000Z");
    // Both advisors' pages read the request as waiting before either call is written.
    const bindings = { ...env, DB: writesAfterReads(2) };
    await Promise.all([
      recordCall(bindings, ana.id, lead, { outcome: "no-answer" }, "2026-11-30T22:00:00.000Z"),
      recordCall(bindings, ben.id, lead, { outcome: "no-answer" }, "2026-11-30T22:10:00.000Z"),
    ]);
    const calls = await dbRows<{ at: string; advisor: number }>(
      "select created_at as at, advisor_id as advisor from call_attempts where lead_id = ? order by id",
      lead,
    );
    expect(calls).toHaveLength(2);
    // The call whose batch committed first (its row came first) is the first call; the other changed nothing.
    expect(await dbRows("select first_call_at as at, first_caller_id as advisor from lead_requests where lead_id = ?", lead)).toEqual([
      calls[0],
    ]);
    expect((await kept()).filter((row) => row.hour === "2026-11-30T21")).toEqual([
      { hour: "2026-11-30T21", callerKey: calls[0]?.advisor, bucket: calls[0]?.advisor === ana.id ? 30 : 40, n: 1 },
    ]);
  });

  it("keeps counts equal to the requests and calls, whatever arrives, changes and goes", async () => {
    await env.DB.prepare("delete from leads").run();
    // A fixed seed: a failure replays.
    let seed = 20_261_130;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    // Monday 3:17pm: the month starts 17 minutes into an hour, and the overdue cutoff (1:17pm) too.
    const at = new Date("2026-11-30T23:17:30.000Z");
    const since = at.getTime() - 30 * DAY_MS;
    const cutoff = overdueCutoff(at).getTime();
    // Requests over the month, and many around its first partial hour and the cutoff's hour.
    const requestTime = () =>
      pick([
        () => since - 2 * 3_600_000 + random() * 4 * 3_600_000,
        () => cutoff - 1_800_000 + random() * 3_600_000,
        () => since + random() * 30 * DAY_MS,
      ])();
    const leadIds: string[] = [];
    const events: { at: number; run: () => Promise<unknown> }[] = [];
    for (let i = 0; i < 60; i++) {
      const kind = pick(["form", "chat", "chat-no-phone", "newsletter", "no-phone"] as const);
      const phone = kind === "chat-no-phone" || kind === "newsletter" || kind === "no-phone" ? null : uniquePhone();
      const source = kind === "newsletter" ? NEWSLETTER_LEAD_SOURCE : kind.startsWith("chat") ? CHAT_LEAD_SOURCE : "landing_page_cta";
      const id = await addLead({ phone, phoneDigits: phone, leadSource: source, createdAt: new Date(since - 3 * DAY_MS).toISOString() });
      leadIds.push(id);
      for (let r = 0, requests = 1 + Math.floor(random() * 3); r < requests; r++) {
        const requested = requestTime();
        const requestSource = kind === "newsletter" || random() < 0.1 ? NEWSLETTER_LEAD_SOURCE : source;
        events.push({ at: requested, run: () => requestAt(id, new Date(requested).toISOString(), requestSource) });
        for (let c = 0, calls = Math.floor(random() * 3); c < calls; c++) {
          const callAtTime = requested + random() * random() * 3 * DAY_MS;
          // A call after now has not happened.
          if (callAtTime > at.getTime()) continue;
          events.push({ at: callAtTime, run: () => callAt(id, pick([ana, ben]), new Date(callAtTime).toISOString(), pick(CALL_OUTCOMES)) });
        }
      }
    }
    // As it happened: each request and call in its time's order.
    for (const event of events.sort((a, b) => a.at - b.at)) await event.run();
    expect(await kept()).toEqual(counted(await directRequests()));

    // Chats give their phone, the server ends one, a request goes, leads are deleted (their requests with them).
    const chats = await dbRows<{ id: string }>("select id from leads where phone_digits is null and lead_source = ?", CHAT_LEAD_SOURCE);
    for (const { id } of chats.slice(0, 3))
      await env.DB.prepare("update leads set phone_digits = ?1 where id = ?2").bind(uniquePhone(), id).run();
    const ended = await dbRows<{ id: string }>(
      "select id from leads where phone_digits is not null and lead_source = ? limit 1",
      CHAT_LEAD_SOURCE,
    );
    for (const { id } of ended) await env.DB.prepare("update leads set ended_reason = 'inappropriate' where id = ?1").bind(id).run();
    const lastCounted = (called: boolean) =>
      `select max(r.id) from lead_requests r join leads l on l.id = r.lead_id where l.phone_digits is not null and l.ended_reason is null
       and r.source != '${NEWSLETTER_LEAD_SOURCE}' and r.first_call_at is ${called ? "not " : ""}null`;
    await env.DB.prepare(`delete from lead_requests where id in ((${lastCounted(true)}), (${lastCounted(false)}))`).run();
    for (const id of leadIds.slice(0, 4)) await env.DB.prepare("delete from leads where id = ?1").bind(id).run();
    const requests = await directRequests();
    expect(await kept()).toEqual(counted(requests));

    // The figures the dashboard reads from the counts are those of the requests themselves.
    const inWindow = requests.filter((request) => Date.parse(request.requestedAt) >= since);
    const late = (request: Request) =>
      request.minutes === null ? advisorMinutesBetween(new Date(request.requestedAt), at) >= 120 : request.minutes >= 120;
    const tally = (of: Request[]) => ({
      requests: of.length,
      called: of.filter((request) => request.calledAt !== null).length,
      medianMinutes: bucketMedian(
        of.flatMap((request) => (request.minutes === null ? [] : [{ bucket: firstCallBucket(request.minutes), n: 1 }])),
      ),
      pastPromise: of.filter(late).length,
      waiting: of.filter((request) => request.calledAt === null).length,
    });
    const figures = await firstContactFigures(env, at);
    expect(figures.total).toEqual(tally(inWindow));
    expect(figures.total.called).toBeGreaterThan(0);
    // Some wait still in the cutoff's hour, on either side of it.
    const waitingNearCutoff = inWindow.filter(
      (request) => request.calledAt === null && request.hour === new Date(cutoff).toISOString().slice(0, 13),
    );
    expect(waitingNearCutoff.filter(late).length).toBeGreaterThan(0);
    expect(waitingNearCutoff.filter((request) => !late(request)).length).toBeGreaterThan(0);
    const days = Map.groupBy(inWindow, (request) => dayInPacific(new Date(request.requestedAt)));
    expect(figures.days).toEqual(
      [...days.keys()]
        .sort()
        .reverse()
        .map((day) => ({ day, ...tally(days.get(day) ?? []) })),
    );
    for (const advisor of figures.advisors) {
      const { called, medianMinutes, pastPromise } = tally(inWindow.filter((request) => request.callerId === advisor.advisorId));
      expect(advisor).toEqual({ advisorId: advisor.advisorId, name: advisor.name, calls: called, medianMinutes, pastPromise });
    }
  });

  it("reads the counts of whole hours, and the requests of two partial hours on their time index, never every request", async () => {
    const queries = firstContactQueries(database(env.DB), new Date("2026-10-31T23:10:00.000Z"), now);
    expect(await queryPlan(queries.wholeHours)).toMatch(readsIndex("first_contact_hours", "\\S+"));
    for (const query of [queries.firstHour, queries.lateInCutoffHour]) {
      const plan = await queryPlan(query);
      expect(plan).toMatch(readsIndex("lead_requests", "lead_requests_created_idx"));
      expect(plan).not.toMatch(scansTable("lead_requests"));
      expect(plan).not.toMatch(scansTable("leads"));
    }
  });
});
