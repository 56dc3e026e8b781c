import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { CallQueue } from "#app/domain/admin/call-queue";
import { CHAT_LEAD_SOURCE, NEWSLETTER_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import { database } from "#worker/db/client";
import { dashboardQueries } from "#worker/services/admin/dashboard.server";
import { myDayQueries, queueCountsQueries } from "#worker/services/admin/my-day.server";
import { uniquePhone } from "#tests/workers/helpers";
import { addAdvisor, addLead, dbRows, postLeadForm, queryPlan, readsIndex, scansTable, type TestAdvisor } from "./admin-helpers";

// The call queue is stated once, as the leads' call_queue column; the counts kept by triggers read it.

const now = new Date("2026-11-23T22:00:00.000Z");

let me: TestAdvisor;
let colleague: TestAdvisor;
beforeAll(async () => {
  me = await addAdvisor({ name: "Tally Advisor" });
  colleague = await addAdvisor({ name: "Tally Colleague" });
});

const queueOf = async (id: string) =>
  (await dbRows<{ queue: CallQueue }>("select call_queue as queue from leads where id = ?", id))[0]?.queue;

/** The tallies as the triggers keep them, and as counting the leads by their own column gives. */
async function bothWays() {
  const rows = (sql: string) => dbRows<{ advisorKey: number; status: string; queue: string; n: number }>(`${sql} order by 1, 2, 3`);
  return {
    kept: await rows("select advisor_key as advisorKey, status, queue, n from lead_tallies where n != 0"),
    counted: await rows(
      "select coalesce(assigned_advisor_id, 0) as advisorKey, status, call_queue as queue, count(*) as n from leads group by 1, 2, 3",
    ),
  };
}

describe("the call queue", () => {
  it("puts each lead in its place, whatever wrote it", async () => {
    const phone = () => ({ phoneDigits: uniquePhone() });
    const at = "2026-11-23T17:00:00.000Z";
    const cases: [CallQueue, Parameters<typeof addLead>[0]][] = [
      ["uncalled", phone()],
      ["uncalled", { ...phone(), lastCallAt: "2026-11-20T17:00:00.000Z", lastRequestedAt: at, createdAt: "2026-11-19T17:00:00.000Z" }],
      ["callable", { ...phone(), lastCallAt: at, lastRequestedAt: "2026-11-20T17:00:00.000Z", createdAt: "2026-11-20T17:00:00.000Z" }],
      ["callable", { ...phone(), status: "contacted" }],
      // No latest request time (every write path sets one): no request waits.
      ["callable", { ...phone(), lastRequestedAt: null }],
      ["callable", { ...phone(), status: "closed", nextCallbackAt: at }],
      ["callback", { ...phone(), nextCallbackAt: at }],
      ["callback", { ...phone(), status: "contacted", nextCallbackAt: at }],
      ["no-contact", { phoneDigits: null, leadSource: CHAT_LEAD_SOURCE }],
      ["subscriber", { phoneDigits: null, leadSource: NEWSLETTER_LEAD_SOURCE }],
      ["other", { phoneDigits: null }],
      ["other", { ...phone(), leadSource: CHAT_LEAD_SOURCE, endedReason: "inappropriate", nextCallbackAt: at }],
    ];
    for (const [queue, values] of cases) expect(await queueOf(await addLead(values)), JSON.stringify(values)).toBe(queue);
  });

  it("is what the tallies count, after inserts, advisor actions, edits and deletions", async () => {
    await env.DB.prepare("delete from leads").run();
    const fresh = await addLead({ phoneDigits: uniquePhone(), createdAt: "2026-11-23T17:00:00.000Z" });
    const taken = await addLead({ phoneDigits: uniquePhone(), assignedAdvisorId: colleague.id });
    const called = await addLead({ phoneDigits: uniquePhone(), assignedAdvisorId: me.id });
    await addLead({ phoneDigits: null, leadSource: CHAT_LEAD_SOURCE, answers: { name: "Ann", zipCode: "94105" } });
    const gone = await addLead({ phoneDigits: uniquePhone(), status: "contacted" });
    expect((await bothWays()).kept).toEqual((await bothWays()).counted);

    // The advisor's own writes, as the lead page posts them, then edits no page makes, straight in D1.
    await postLeadForm({ intent: "assign", leadId: taken, advisorId: String(me.id), confirm: "yes" }, me);
    await postLeadForm({ intent: "call", leadId: called, outcome: "no-answer" }, me);
    expect(await queueOf(called)).toBe("callable");
    await postLeadForm({ intent: "status", leadId: fresh, status: "contacted" }, me);
    await env.DB.prepare("update leads set phone_digits = null, lead_source = ?1 where id = ?2").bind(CHAT_LEAD_SOURCE, gone).run();
    await env.DB.prepare("update leads set next_callback_at = '2026-11-24T17:00:00.000Z' where id = ?1").bind(called).run();
    expect(await queueOf(called)).toBe("callback");
    const after = await bothWays();
    expect(after.kept).toEqual(after.counted);

    await env.DB.prepare("delete from leads where id in (?1, ?2)").bind(taken, gone).run();
    const deleted = await bothWays();
    expect(deleted.kept).toEqual(deleted.counted);
    expect(deleted.kept.reduce((sum, row) => sum + row.n, 0)).toBe(3);
  });

  it("counts leads per hour and way in, and the chat answers per hour, as the leads do", async () => {
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
    expect(await queryPlan(queries.requestsTotal)).toMatch(readsIndex("lead_tallies", "\\S+"));
    for (const query of [queries.callbacks, queries.callbacksTotal]) {
      const steps = await queryPlan(query);
      expect(steps).toMatch(readsIndex("leads", "leads_queue_callback_idx"));
      expect(steps).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
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
    expect(await queryPlan(queries.hourlyWhole)).toMatch(readsIndex("lead_hours", "\\S+"));
    expect(await queryPlan(queries.answeredWhole)).toMatch(readsIndex("chat_answer_hours", "\\S+"));
    expect(await queryPlan(queries.hourlyFirst)).toMatch(readsIndex("leads", "leads_created_at_idx"));
    expect(await queryPlan(queries.contacted)).toMatch(readsIndex("leads", "leads_contacted_idx"));
    for (const query of [queries.hourlyFirst, queries.contacted]) expect(await queryPlan(query)).not.toMatch(scansTable("leads"));
  });
});
