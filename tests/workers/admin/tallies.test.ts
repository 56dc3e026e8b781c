import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_LEAD_SOURCE, NEWSLETTER_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { dashboardQueries } from "#worker/services/admin/dashboard.server";
import { awaitsCall, NO_PHONE_VIEWS, uncalledRequest } from "#worker/services/admin/lead-query.server";
import { myDayQueries, queueCountsQueries } from "#worker/services/admin/my-day.server";
import { listQueries } from "#worker/services/admin/lead-list.server";
import { overdueCountsQueries, overdueListQueries } from "#worker/services/admin/overdue.server";
import { overdueBounds } from "#app/domain/admin/overdue";
import { uniquePhone } from "#tests/workers/helpers";
import { addAdvisor, addLead, dbRows, postLeadForm, queryPlan, type TestAdvisor } from "./admin-helpers";

// The counts kept by triggers (migration 0011): after any write of a lead they are
// what counting the leads themselves gives, with the call queue's conditions as the pages write them.

const now = new Date("2026-11-23T22:00:00.000Z");

let me: TestAdvisor;
let colleague: TestAdvisor;
beforeAll(async () => {
  me = await addAdvisor({ name: "Tally Advisor" });
  colleague = await addAdvisor({ name: "Tally Colleague" });
});

/** The tallies as the triggers keep them, and as counting the leads with lead-query's conditions gives. */
async function bothWays() {
  const db = database(env.DB);
  const queue = (condition: ReturnType<typeof awaitsCall>, name: string) =>
    db
      .select({ advisorKey: sqlKey, status: leads.status, n: countAll })
      .from(leads)
      .where(condition)
      .groupBy(sqlKey, leads.status)
      .then((rows) => rows.map((row) => ({ ...row, queue: name })));
  const counted = [
    ...(await queue(NO_PHONE_VIEWS["no-contact"], "no-contact")),
    ...(await queue(NO_PHONE_VIEWS.subscribers, "subscriber")),
    ...(await queue(uncalledRequest(), "uncalled")),
  ];
  const kept = await dbRows<{ advisorKey: number; status: string; queue: string; n: number }>(
    "select advisor_key as advisorKey, status, queue, n from lead_tallies " +
      "where n != 0 and queue in ('no-contact', 'subscriber', 'uncalled')",
  );
  const callable = await dbRows<{ n: number }>("select coalesce(sum(n), 0) as n from lead_tallies where queue in ('uncalled', 'callable')");
  const total = await dbRows<{ n: number }>("select coalesce(sum(n), 0) as n from lead_tallies");
  const sort = <T extends { advisorKey: number; status: string; queue: string }>(rows: T[]) =>
    rows
      .map((row) => ({ ...row }))
      .sort((a, b) => `${a.advisorKey}${a.status}${a.queue}`.localeCompare(`${b.advisorKey}${b.status}${b.queue}`));
  return {
    kept: { queues: sort(kept), callable: callable[0]?.n, total: total[0]?.n },
    counted: {
      queues: sort(counted),
      callable: (await db.select({ n: countAll }).from(leads).where(awaitsCall()))[0]?.n,
      total: (await db.select({ n: countAll }).from(leads))[0]?.n,
    },
  };
}

const sqlKey = sql<number>`coalesce(${leads.assignedAdvisorId}, 0)`.mapWith(Number);
const countAll = sql<number>`count(*)`.mapWith(Number);

describe("the counts kept by triggers", () => {
  it("match the leads after inserts, advisor actions, edits and deletions", async () => {
    await env.DB.prepare("delete from leads").run();
    const fresh = await addLead({ phoneDigits: uniquePhone(), createdAt: "2026-11-23T17:00:00.000Z" });
    const taken = await addLead({ phoneDigits: uniquePhone(), assignedAdvisorId: colleague.id });
    const called = await addLead({ phoneDigits: uniquePhone(), assignedAdvisorId: me.id });
    await addLead({ phoneDigits: null, leadSource: CHAT_LEAD_SOURCE, answers: { name: "Ann", zipCode: "94105" } });
    await addLead({ phoneDigits: null, leadSource: NEWSLETTER_LEAD_SOURCE });
    await addLead({ phoneDigits: uniquePhone(), endedReason: "inappropriate" });
    const gone = await addLead({ phoneDigits: uniquePhone(), status: "contacted" });
    expect((await bothWays()).kept).toEqual((await bothWays()).counted);

    // The advisor's own writes, as the lead page posts them.
    await postLeadForm({ intent: "assign", leadId: taken, advisorId: String(me.id), confirm: "yes" }, me);
    await postLeadForm({ intent: "call", leadId: called, outcome: "no-answer" }, me);
    await postLeadForm({ intent: "status", leadId: fresh, status: "contacted" }, me);
    // Edits no page makes, straight in D1: every column the queue reads.
    await env.DB.prepare("update leads set phone_digits = null, lead_source = ?1 where id = ?2").bind(CHAT_LEAD_SOURCE, gone).run();
    await env.DB.prepare("update leads set next_callback_at = '2026-11-24T17:00:00.000Z' where id = ?1").bind(called).run();
    await env.DB.prepare("update leads set last_requested_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where id = ?1").bind(called).run();
    const after = await bothWays();
    expect(after.kept).toEqual(after.counted);

    await env.DB.prepare("delete from leads where id in (?1, ?2)").bind(taken, gone).run();
    const deleted = await bothWays();
    expect(deleted.kept).toEqual(deleted.counted);
    expect(deleted.kept.total).toBe(5);
  });

  it("count leads per hour and way in, and the chat answers per hour, as the leads do", async () => {
    await env.DB.prepare("delete from leads").run();
    const chat = await addLead({ leadSource: CHAT_LEAD_SOURCE, createdAt: "2026-11-23T17:05:00.000Z", answers: { name: "Bo" } });
    await addLead({ leadSource: CHAT_LEAD_SOURCE, createdAt: "2026-11-23T17:55:00.000Z", answers: { name: "Cy", zipCode: "94105" } });
    await addLead({ leadSource: "landing_page_cta", createdAt: "2026-11-23T18:00:00.000Z" });
    await addLead({ leadSource: null, createdAt: "2026-11-23T18:10:00.000Z" });
    // A chat goes on: its answers grow.
    await env.DB.prepare("update leads set answers = ?1 where id = ?2")
      .bind(JSON.stringify({ name: "Bo", zipCode: "94110", vehicleType: "new" }), chat)
      .run();
    expect(await dbRows("select hour, lead_source as source, n from lead_hours where n > 0 order by hour, lead_source")).toEqual([
      { hour: "2026-11-23T17", source: CHAT_LEAD_SOURCE, n: 2 },
      { hour: "2026-11-23T18", source: "", n: 1 },
      { hour: "2026-11-23T18", source: "landing_page_cta", n: 1 },
    ]);
    expect(await dbRows("select key, n from chat_answer_hours where n > 0 order by key")).toEqual([
      { key: "name", n: 2 },
      { key: "vehicleType", n: 1 },
      { key: "zipCode", n: 2 },
    ]);
    await env.DB.prepare("delete from leads where id = ?1").bind(chat).run();
    expect(await dbRows("select key, n from chat_answer_hours where n > 0 order by key")).toEqual([
      { key: "name", n: 1 },
      { key: "zipCode", n: 1 },
    ]);
  });
});

describe("the plans of the counts at a million leads", () => {
  it("My day counts its new requests from the tallies and walks the callbacks' index in time order", async () => {
    const queries = myDayQueries(database(env.DB), me.id, now);
    expect(await queryPlan(queries.requestsTotal)).toMatch(/SEARCH lead_tallies/);
    for (const query of [queries.callbacks, queries.callbacksTotal]) {
      const steps = await queryPlan(query);
      expect(steps).toMatch(/SEARCH leads USING (COVERING )?INDEX leads_next_callback_idx \(next_callback_at<\?\)/);
      expect(steps).not.toMatch(/SCAN leads|TEMP B-TREE FOR ORDER BY/);
    }
    expect(await queryPlan(queries.callbacksTotal)).toMatch(/COVERING INDEX/);
  });

  it("the dashboard's queue reads the tallies only", async () => {
    for (const query of Object.values(queueCountsQueries(database(env.DB)))) {
      const steps = await queryPlan(query);
      expect(steps).toMatch(/lead_tallies/);
      expect(steps).not.toMatch(/leads /);
    }
  });

  it("the dashboard reads the hourly counts, and the leads of its first partial hour on their index", async () => {
    const queries = dashboardQueries(database(env.DB), env.DB, "2026-10-23T22:10:00.000Z");
    expect(await queryPlan(queries.hourlyWhole)).toMatch(/SEARCH lead_hours USING INDEX \S+ \(hour>\?\)/);
    expect(await queryPlan(queries.answeredWhole)).toMatch(/SEARCH chat_answer_hours USING INDEX \S+ \(hour>\?\)/);
    expect(await queryPlan(queries.hourlyFirst)).toMatch(
      /SEARCH leads USING INDEX leads_created_at_idx \(created_at>\? AND created_at<\?\)/,
    );
    expect(await queryPlan(queries.contacted)).toMatch(/SEARCH leads USING COVERING INDEX leads_contacted_idx/);
  });

  it("the overdue box under a search walks the search's indexes, not the waiting leads'", async () => {
    const db = database(env.DB);
    const bounds = overdueBounds(now);
    // A phone's own leads are read from its covering index alone, never from the table through an "or"
    // (10,000 leads share an area code and exchange in the million-lead bench).
    for (const [q, search] of [
      ["bench77777@gmail.com", /SEARCH leads USING INDEX leads_email_idx/],
      ["(207) 555-7777", /SEARCH leads USING COVERING INDEX leads_phone_waiting_idx/],
      ["207-555", /SEARCH leads USING COVERING INDEX leads_phone_waiting_idx/],
    ] as const) {
      const counts = overdueCountsQueries(db, { q }, me.id, "index", bounds);
      const lists = overdueListQueries(db, { q }, me.id, "index", bounds.overdue);
      for (const query of [...Object.values(counts), ...Object.values(lists)]) {
        const steps = await queryPlan(query);
        expect(steps, q).toMatch(search);
        expect(steps, q).not.toMatch(/leads_(status_last_requested|next_callback|last_requested)_idx|SCAN leads/);
        if (!q.includes("@")) expect(steps, q).not.toMatch(/MULTI-INDEX OR/);
      }
    }
  });

  it("a way in narrowed to ready and a week: the list's total and the overdue box read the way in's index", async () => {
    // "Chat, ready to talk, last 7 days" is slow at a million leads when the overdue box walks every new
    // lead on the (status, last_requested_at) index and reads each from the table (docs/decisions/037).
    const db = database(env.DB);
    const bounds = overdueBounds(now);
    const filters = { source: "chat" as const, ready: "yes" as const, from: "2026-11-16" };
    const range = /leads_source_ready_created_idx \(lead_source=\? AND ready_to_talk=\? AND created_at>\?\)/;
    const counts = overdueCountsQueries(db, filters, me.id, "index", bounds);
    for (const [name, query] of Object.entries(counts)) {
      const steps = await queryPlan(query);
      expect(steps, name).toMatch(new RegExp(`SEARCH leads USING COVERING INDEX ${range.source}`));
      expect(steps, name).not.toMatch(/leads_status_last_requested_idx|leads_next_callback_idx|SCAN leads/);
    }
    const lists = overdueListQueries(db, filters, me.id, "index", bounds.overdue);
    for (const [name, query] of Object.entries(lists)) {
      expect(await queryPlan(query), name).toMatch(new RegExp(`SEARCH leads USING COVERING INDEX ${range.source}`));
    }
    const total = listQueries(db, { ...filters, page: 1 }, me.id, "index").total;
    expect(await queryPlan(total)).toMatch(new RegExp(`SEARCH leads USING COVERING INDEX ${range.source}`));
  });

  it("a way in alone: the overdue box counts on its index, and lists in waiting order", async () => {
    const db = database(env.DB);
    const bounds = overdueBounds(now);
    for (const [name, query] of Object.entries(overdueCountsQueries(db, { source: "chat" }, me.id, "index", bounds))) {
      expect(await queryPlan(query), name).toMatch(/SEARCH leads USING COVERING INDEX leads_source_ready_created_idx \(lead_source=\?\)/);
    }
    const lists = overdueListQueries(db, { source: "chat" }, me.id, "index", bounds.overdue);
    expect(await queryPlan(lists.requests)).toMatch(/SEARCH leads USING (COVERING )?INDEX leads_status_last_requested_idx/);
  });
});
