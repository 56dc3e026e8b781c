import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_LEAD_SOURCE, NEWSLETTER_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import { overdueBounds } from "#app/domain/admin/overdue";
import { leadsPage } from "#app/routes/admin/leads.server";
import { database } from "#worker/db/client";
import { overdueQueries } from "#worker/services/admin/overdue.server";
import { postJson, uniquePhone } from "#tests/workers/helpers";
import {
  addAdvisor,
  addLead,
  overdueBox,
  PAGE,
  pageContext,
  queryPlan,
  queueBox,
  readsIndex,
  scansTable,
  type TestAdvisor,
} from "./admin-helpers";

// The overdue box: counts of overdue now and due today under the list's filters, every uncalled lead
// however old, on the call queue's indexes. A search shows no box.

// Monday 23 Nov 2026, 2pm Pacific.
const now = new Date("2026-11-23T22:00:00.000Z");

/** A lead with a phone: only those wait for a call. */
const addCallable = (values: Parameters<typeof addLead>[0] = {}) => addLead({ phoneDigits: uniquePhone(), ...values });

let me: TestAdvisor;
let colleague: TestAdvisor;
beforeAll(async () => {
  me = await addAdvisor({ name: "Me Advisor" });
  colleague = await addAdvisor({ name: "Colleague Advisor" });
});

describe("the overdue box", () => {
  it("counts from the latest request, overdue now and due later today, and names the assignee", async () => {
    await env.DB.prepare("delete from leads").run();
    const waiting = await addCallable({
      createdAt: "2026-11-02T17:00:00.000Z",
      lastRequestedAt: "2026-11-23T17:00:00.000Z",
      requestCount: 2,
      assignedAdvisorId: colleague.id,
    });
    // Asked again at 1:30pm: due at 3:30pm, later today.
    const askedAgainJustNow = await addCallable({ createdAt: "2026-11-23T17:00:00.000Z", lastRequestedAt: "2026-11-23T21:30:00.000Z" });
    // At 7:30pm the shift ends before two advisor hours pass: due tomorrow, not today.
    await addCallable({ createdAt: "2026-11-24T03:30:00.000Z" });
    const box = await queueBox(env, {}, me.id, now);
    expect(box).toMatchObject({ overdue: 1, dueToday: 1 });
    expect(box.leads.find((lead) => lead.id === waiting)).toMatchObject({ waitedMinutes: 300, assigneeName: colleague.name });
    expect(box.leads.map((lead) => lead.id)).not.toContain(askedAgainJustNow);
  });

  it("has no look-back window: a lead uncalled for two months counts, and lists first", async () => {
    await env.DB.prepare("delete from leads").run();
    const forgotten = await addCallable({ createdAt: "2026-09-20T17:00:00.000Z" });
    const recent = await addCallable({ createdAt: "2026-11-20T17:00:00.000Z" });
    const box = await queueBox(env, {}, me.id, now);
    expect(box.overdue).toBe(2);
    expect(box.leads.map((lead) => lead.id)).toEqual([forgotten, recent]);
  });

  it("follows the filters and Mine, and a search has none", async () => {
    await env.DB.prepare("delete from leads").run();
    const tag = `k${crypto.randomUUID().slice(0, 6)}`;
    const at = { createdAt: "2026-11-20T17:00:00.000Z" };
    const mine = await addCallable({ ...at, firstName: `Mine${tag}`, assignedAdvisorId: me.id });
    await addCallable({ ...at, firstName: `Theirs${tag}`, assignedAdvisorId: colleague.id });
    const chat = await addCallable({ ...at, firstName: "Chatty", leadSource: CHAT_LEAD_SOURCE });
    expect((await queueBox(env, { assigned: "mine" }, me.id, now)).leads.map((lead) => lead.id)).toEqual([mine]);
    // A search is a page of its own kind: it finds leads, and shows no box.
    expect(await overdueBox(env, { q: tag }, me.id, now)).toBeNull();
    expect((await queueBox(env, { source: "chat" }, me.id, now)).leads.map((lead) => lead.id)).toEqual([chat]);
    expect((await queueBox(env, { status: "contacted" }, me.id, now)).overdue).toBe(0);
    // The page passes its own filters to the box.
    const page = await leadsPage(new Request(`${PAGE}/admin?assigned=mine`), pageContext(me), now);
    expect(page.overdue).toMatchObject({ overdue: 1, dueToday: 0 });
    expect(page.overdue?.leads[0]).toMatchObject({ id: mine, waited: expect.stringMatching(/^\d+ h/) });
  });

  it("keeps an unanswered lead whose person signs up for the newsletter meanwhile", async () => {
    await env.DB.prepare("delete from leads").run();
    const email = `overdue.${crypto.randomUUID().slice(0, 8)}@gmail.com`;
    const waiting = await addCallable({ email, phoneDigits: uniquePhone(), createdAt: "2026-11-23T17:00:00.000Z" });
    expect((await postJson("/api/newsletter", { email })).status).toBe(200);
    const { leads: overdue } = await queueBox(env, {}, me.id, now);
    expect(overdue.find((lead) => lead.id === waiting)).toMatchObject({ requestCount: 2, waitedMinutes: 300 });
  });

  it("leaves out who cannot or asked not to be called: no phone (a newsletter signup alone, a chat left early), a chat ended", async () => {
    await env.DB.prepare("delete from leads").run();
    const at = { createdAt: "2026-11-23T17:00:00.000Z" };
    const subscriber = await addCallable({ ...at, leadSource: NEWSLETTER_LEAD_SOURCE, phone: null, phoneDigits: null });
    const subscriberWhoAskedLater = await addCallable({ ...at, leadSource: NEWSLETTER_LEAD_SOURCE, phoneDigits: uniquePhone() });
    const ended = await addCallable({ ...at, leadSource: CHAT_LEAD_SOURCE, endedReason: "inappropriate", inappropriateStrikes: 3 });
    const chat = await addCallable({ ...at, leadSource: CHAT_LEAD_SOURCE });
    const chatLeftEarly = await addCallable({ ...at, leadSource: CHAT_LEAD_SOURCE, phoneDigits: null });
    const shown = (await queueBox(env, {}, me.id, now)).leads.map((lead) => lead.id);
    expect(shown).toEqual(expect.arrayContaining([subscriberWhoAskedLater, chat]));
    for (const left of [subscriber, ended, chatLeftEarly]) expect(shown).not.toContain(left);
  });
});

describe("callbacks in the overdue box", () => {
  it("counts a callback that came due like a new request, from its time, and not the request it replaced", async () => {
    await env.DB.prepare("delete from leads").run();
    // Called the week before with no answer; the callback at 11am is 3 advisor hours old at 2pm.
    const dueAtEleven = await addCallable({ createdAt: "2026-11-16T17:00:00.000Z", nextCallbackAt: "2026-11-23T19:00:00.000Z" });
    // Due at 1pm: overdue at 3pm, later today.
    await addCallable({ createdAt: "2026-11-16T17:00:00.000Z", nextCallbackAt: "2026-11-23T21:00:00.000Z" });
    // Set for tomorrow: neither.
    await addCallable({ createdAt: "2026-11-16T17:00:00.000Z", nextCallbackAt: "2026-11-24T17:00:00.000Z" });
    const box = await queueBox(env, {}, me.id, now);
    expect(box).toMatchObject({ overdue: 1, dueToday: 1 });
    expect(box.leads.map((lead) => lead.id)).toEqual([dueAtEleven]);
    expect(box.leads[0]?.waitedMinutes).toBe(180);
  });
});

describe("the overdue queries' plans", () => {
  it("count and list on the call queue's indexes, never a scan of every lead, nor a sort but of the listed", async () => {
    const queries = overdueQueries(database(env.DB), {}, me.id, overdueBounds(now));
    // The overdue requests: all the uncalled in the tallies, less the few requested since (a range of the index).
    expect(await queryPlan(queries.requestsOverdue)).toMatch(/lead_tallies/);
    for (const [name, index] of [
      ["requestsOverdue", "leads_queue_requested_idx"],
      ["requestsDueToday", "leads_queue_requested_idx"],
      ["requests", "leads_queue_requested_idx"],
      ["callbacksOverdue", "leads_queue_callback_idx"],
      ["callbacksDueToday", "leads_queue_callback_idx"],
      ["callbacks", "leads_queue_callback_idx"],
    ] as const) {
      const steps = await queryPlan(queries[name]);
      expect(steps, name).toMatch(readsIndex("leads", index));
      expect(steps, name).not.toMatch(scansTable("leads"));
      // A list walks the index in its order and stops at its limit: the one sort is of the listed leads, read after.
      expect(steps.match(/TEMP B-TREE/g) ?? [], name).toHaveLength(name === "requests" || name === "callbacks" ? 1 : 0);
    }
  });
  it("under Mine, a way in, or a way in ready in a week: on the queue's or the way in's index, never every lead", async () => {
    // The queue's indexes hold the filters' columns: no statement walks every lead.
    const indexes = /USING (COVERING )?INDEX leads_(queue_requested|queue_callback|source_ready_created|assigned_last_requested)_idx\b/;
    for (const filters of [
      { assigned: "mine" as const },
      { source: "chat" as const },
      { source: "chat" as const, ready: "yes" as const, from: "2026-11-16" },
    ]) {
      for (const [name, query] of Object.entries(overdueQueries(database(env.DB), filters, me.id, overdueBounds(now)))) {
        const steps = await queryPlan(query);
        expect(steps, `${JSON.stringify(filters)} ${name}`).toMatch(indexes);
        expect(steps, `${JSON.stringify(filters)} ${name}`).not.toMatch(scansTable("leads"));
      }
    }
  });
});

describe("the list's age and order", () => {
  it("gives each lead's wait in advisor hours and sorts the longest waiting first on request", async () => {
    await env.DB.prepare("delete from leads").run();
    const older = await addCallable({ createdAt: "2026-11-20T17:00:00.000Z" });
    const newer = await addCallable({ createdAt: "2026-11-23T17:00:00.000Z" });
    const latest = await leadsPage(new Request(`${PAGE}/admin`), pageContext(me), now);
    expect(latest.rows.map((row) => row.id)).toEqual([newer, older]);
    expect(latest.rows[0]?.waited).toBe("5 h");
    const oldest = await leadsPage(new Request(`${PAGE}/admin?sort=oldest`), pageContext(me), now);
    expect(oldest.rows.map((row) => row.id)).toEqual([older, newer]);
  });
});
