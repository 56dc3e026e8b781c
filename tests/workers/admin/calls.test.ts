import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADVISOR_FORM_MESSAGES } from "#app/domain/admin/advisor-form-messages";
import { CALLBACK_MESSAGES } from "#app/domain/admin/callbacks";
import { callbackAction } from "#app/routes/admin/callback-action.server";
import { leadPage } from "#app/routes/admin/lead.server";
import { myDayPage } from "#app/routes/admin/my-day.server";
import { database } from "#worker/db/client";
import { justInQuery, myDay, myDayQueries } from "#worker/services/admin/my-day.server";
import { uniquePhone } from "#tests/workers/helpers";
import { addAdvisor, addLead, dbRows, pageContext, postLeadForm, queryPlan, readsIndex, settle, type TestAdvisor } from "./admin-helpers";

// The advisor's day: call outcomes, callbacks, My day and taking a lead from a colleague,
// through the lead page's plain forms (they work without JavaScript), each audited.

let me: TestAdvisor;
let colleague: TestAdvisor;
beforeAll(async () => {
  me = await addAdvisor({ name: "Dana Caller" });
  colleague = await addAdvisor({ name: "Sam Caller" });
});

const post = (fields: Record<string, string>, advisor: TestAdvisor = me) => postLeadForm(fields, advisor);
const rows = dbRows;
const callable = (values: Parameters<typeof addLead>[0] = {}) => addLead({ phone: "4155550199", phoneDigits: uniquePhone(), ...values });

describe("call outcomes", () => {
  it("record the advisor, time and note in one click, count on the lead, and Talked makes a new lead contacted", async () => {
    const id = await callable();
    expect(await post({ intent: "call", leadId: id, outcome: "no-answer" })).toMatchObject({
      status: 200,
      data: { error: null, done: "Call logged: No answer." },
    });
    expect(await post({ intent: "call", leadId: id, outcome: "talked", note: "Wants a RAV4 quote" }, colleague)).toMatchObject({
      status: 200,
    });
    expect(await rows("select advisor_id, outcome, note from call_attempts where lead_id = ? order by id", id)).toEqual([
      { advisor_id: me.id, outcome: "no-answer", note: null },
      { advisor_id: colleague.id, outcome: "talked", note: "Wants a RAV4 quote" },
    ]);
    const [lead] = await rows("select status, call_attempt_count, last_call_outcome, contacted_at from leads where id = ?", id);
    expect(lead).toMatchObject({ status: "contacted", call_attempt_count: 2, last_call_outcome: "talked" });
    expect(await rows("select advisor_id, action, detail from advisor_actions where lead_id = ? order by id", id)).toEqual([
      { advisor_id: me.id, action: "call", detail: '{"outcome":"no-answer"}' },
      { advisor_id: colleague.id, action: "call", detail: '{"outcome":"talked"}' },
      { advisor_id: colleague.id, action: "status", detail: '{"status":"contacted"}' },
    ]);
    const page = await leadPage(id, pageContext(me));
    const timeline = page.timeline.map((entry) => [entry.kind, entry.text, entry.by]);
    expect(timeline).toEqual(
      expect.arrayContaining([
        ["call", "Called: Talked", colleague.name],
        ["status", "Status set to Contacted", colleague.name],
        ["call", "Called: No answer", me.name],
      ]),
    );
    // Newest first: the first call is the oldest line but the lead's creation request.
    expect(page.timeline.map((entry) => entry.at)).toEqual([...page.timeline.map((entry) => entry.at)].sort().reverse());
  });

  it("Wrong number and Not interested need a reason, then close the lead", async () => {
    const id = await callable();
    expect(await post({ intent: "call", leadId: id, outcome: "wrong-number", note: "  " })).toMatchObject({
      status: 400,
      data: { intent: "call", error: ADVISOR_FORM_MESSAGES.reasonNeeded, outcome: "wrong-number" },
    });
    expect(await rows("select id from call_attempts where lead_id = ?", id)).toEqual([]);
    expect(await post({ intent: "call", leadId: id, outcome: "not-interested", note: "Bought elsewhere" })).toMatchObject({ status: 200 });
    expect(await rows("select status from leads where id = ?", id)).toEqual([{ status: "closed" }]);
    expect(await post({ intent: "call", leadId: id, outcome: "hung-up" })).toMatchObject({ status: 400 });
    expect(await post({ intent: "call", leadId: "no-such-lead", outcome: "talked" })).toMatchObject({ status: 404 });
  });
});

describe("callbacks", () => {
  // Monday 23 Nov 2026, 2pm Pacific.
  const now = new Date("2026-11-23T22:00:00.000Z");

  it("take a quick pick or an exact Pacific time inside advisor hours, and can be cleared; each is audited", async () => {
    const id = await callable();
    expect(await callbackAction(env, me.id, { leadId: id, pick: "tomorrow-morning" }, now)).toEqual({
      intent: "callback",
      error: null,
      done: "Callback set for Tue, Nov 24, 9:00 AM.",
    });
    expect(await rows("select next_callback_at from leads where id = ?", id)).toEqual([{ next_callback_at: "2026-11-24T17:00:00.000Z" }]);
    const refused = async (at: string) => settle(callbackAction(env, me.id, { leadId: id, pick: "exact", at }, now));
    expect(await refused("2026-11-24T21:00")).toMatchObject({ status: 400, data: { error: CALLBACK_MESSAGES.outsideHours } });
    expect(await refused("2026-11-22T10:00")).toMatchObject({ status: 400, data: { error: CALLBACK_MESSAGES.past } });
    expect(await refused("soon")).toMatchObject({ status: 400, data: { error: CALLBACK_MESSAGES.badTime } });
    await callbackAction(env, me.id, { leadId: id, pick: "exact", at: "2026-11-25T10:30" }, now);
    expect(await rows("select next_callback_at from leads where id = ?", id)).toEqual([{ next_callback_at: "2026-11-25T18:30:00.000Z" }]);
    expect(await post({ intent: "callback", leadId: id, pick: "clear" })).toMatchObject({ status: 200 });
    expect(await rows("select action, detail from advisor_actions where lead_id = ? order by id", id)).toEqual([
      { action: "callback", detail: '{"at":"2026-11-24T17:00:00.000Z"}' },
      { action: "callback", detail: '{"at":"2026-11-25T18:30:00.000Z"}' },
      { action: "callback", detail: '{"at":null}' },
    ]);
    const page = await leadPage(id, pageContext(me));
    expect(page.lead.nextCallbackAt).toBeNull();
    expect(page.timeline.filter((entry) => entry.kind === "callback").map((entry) => entry.text)).toEqual([
      "Cleared the callback",
      "Set a callback for Nov 25, 2026, 10:30 AM PST",
      "Set a callback for Nov 24, 2026, 9:00 AM PST",
    ]);
  });

  it("offer only what advisor hours allow: on a Saturday at 3:47pm an hour on, the last half hour, and Monday", async () => {
    const id = await callable();
    const saturday = new Date("2026-11-28T23:47:00.000Z");
    const { callbacks, callbackInput } = await leadPage(id, pageContext(me), undefined, saturday);
    expect(callbacks).toEqual({
      picks: [
        { pick: "in-1-hour", at: "2026-11-29T00:47:00.000Z" },
        { pick: "later-today", at: "2026-11-29T01:30:00.000Z" },
        { pick: "next-advisor-day", at: "2026-11-30T16:00:00.000Z" },
      ],
      nextOpening: null,
    });
    // No callback yet: the exact time starts at the next advisor day's opening, Monday 8am.
    expect(callbackInput).toBe("2026-11-30T08:00");
    // Tomorrow is Sunday: "Tomorrow morning" is no choice, and a stale form that sends it is told so.
    expect(await settle(callbackAction(env, me.id, { leadId: id, pick: "tomorrow-morning" }, saturday))).toMatchObject({
      status: 400,
      data: { error: CALLBACK_MESSAGES.pickGone },
    });
    expect(await callbackAction(env, me.id, { leadId: id, pick: "later-today" }, saturday)).toMatchObject({
      done: "Callback set for Sat, Nov 28, 5:30 PM.",
    });
    // At 5:45pm no time is left today: the page says when advisors are next at work.
    const late = await leadPage(id, pageContext(me), undefined, new Date("2026-11-29T01:45:00.000Z"));
    expect(late.callbacks).toEqual({
      picks: [{ pick: "next-advisor-day", at: "2026-11-30T16:00:00.000Z" }],
      nextOpening: "2026-11-30T16:00:00.000Z",
    });
  });

  it("are set at most a year ahead: 9999-12-31 left the lead waiting for ever", async () => {
    const id = await callable();
    const refused = async (at: string) => settle(callbackAction(env, me.id, { leadId: id, pick: "exact", at }, now));
    expect(await refused("9999-12-31T10:00")).toMatchObject({ status: 400, data: { error: CALLBACK_MESSAGES.tooFar } });
    expect(await refused("2027-11-24T10:00")).toMatchObject({ status: 400, data: { error: "Pick a callback time within the next year." } });
    expect(await post({ intent: "callback", leadId: id, pick: "exact", at: "9999-12-31T10:00" })).toMatchObject({
      status: 400,
      data: { intent: "callback", error: CALLBACK_MESSAGES.tooFar },
    });
    expect(await rows("select next_callback_at from leads where id = ?", id)).toEqual([{ next_callback_at: null }]);
    expect(await callbackAction(env, me.id, { leadId: id, pick: "exact", at: "2027-11-23T10:00" }, now)).toMatchObject({
      intent: "callback",
      error: null,
    });
  });

  it("a call answers the callback that was due", async () => {
    const id = await callable({ nextCallbackAt: "2026-11-23T17:00:00.000Z" });
    await post({ intent: "call", leadId: id, outcome: "voicemail" });
    expect(await rows("select next_callback_at from leads where id = ?", id)).toEqual([{ next_callback_at: null }]);
  });
});

describe("My day", () => {
  // Monday 23 Nov 2026, 2pm Pacific.
  const now = new Date("2026-11-23T22:00:00.000Z");

  it("lists callbacks come due, then new requests not yet called, oldest first, of mine and nobody's, with a phone only", async () => {
    await env.DB.prepare("delete from leads").run();
    const dueAt9 = await callable({ nextCallbackAt: "2026-11-23T17:00:00.000Z", status: "contacted", assignedAdvisorId: me.id });
    const dueLongAgo = await callable({ nextCallbackAt: "2026-11-20T17:00:00.000Z" });
    await callable({ nextCallbackAt: "2026-11-24T17:00:00.000Z" });
    await callable({ nextCallbackAt: "2026-11-23T17:00:00.000Z", assignedAdvisorId: colleague.id });
    await callable({ nextCallbackAt: "2026-11-23T17:00:00.000Z", status: "closed" });
    const older = await callable({ createdAt: "2026-11-23T16:30:00.000Z" });
    const newer = await callable({ createdAt: "2026-11-23T20:30:00.000Z" });
    // Just in, apart: the last 30 minutes' requests no one has called, newest first, listed there alone.
    const justIn = await callable({ createdAt: "2026-11-23T21:31:00.000Z" });
    const justInLater = await callable({ createdAt: "2026-11-23T21:59:00.000Z" });
    await callable({ createdAt: "2026-11-23T21:45:00.000Z", assignedAdvisorId: colleague.id });
    await callable({ createdAt: "2026-11-23T16:00:00.000Z", lastCallAt: "2026-11-23T16:10:00.000Z", callAttemptCount: 1 });
    await addLead({ createdAt: "2026-11-23T16:00:00.000Z", leadSource: "chatbot" });
    await addLead({ createdAt: "2026-11-23T16:00:00.000Z", leadSource: "landing_page_footer" });
    const day = await myDay(env, { id: me.id, languages: ["en"] }, now);
    expect(day.callbacks.map((lead) => lead.id)).toEqual([dueLongAgo, dueAt9]);
    expect(day.requests.map((lead) => lead.id)).toEqual([older, newer]);
    expect(day.justIn.map((lead) => lead.id)).toEqual([justInLater, justIn]);
    expect(day).toMatchObject({ callbacksTotal: 2, requestsTotal: 2 });
    // A callback come due waits like a new request: 2 advisor hours past its time is overdue (Fri 9am to Mon 2pm: 11 + 9 + 6 h).
    expect(day.callbacks.map((lead) => [lead.waitedMinutes, lead.overdue])).toEqual([
      [1560, true],
      [300, true],
    ]);
    expect(day.requests.map((lead) => lead.overdue)).toEqual([true, false]);
    // Said in advisor hours, as the leads list and the overdue box say it: an advisor day is not 24 hours.
    const page = await myDayPage(pageContext(me), now);
    expect(page.callbacks.map((lead) => lead.waited)).toEqual(["26 h", "5 h"]);
  });

  it("walks indexes, not the whole table", async () => {
    const queries = myDayQueries(database(env.DB), me.id, now);
    for (const query of [queries.callbacks, queries.requests, queries.callbacksTotal, justInQuery(database(env.DB), me.id, now)]) {
      const steps = await queryPlan(query);
      expect(steps).toMatch(readsIndex("leads", "leads_queue_(callback|requested)_idx"));
      expect(steps).not.toMatch(/SCAN leads\n|SCAN leads$/);
    }
    expect(await queryPlan(queries.requestsTotal)).toMatch(/SEARCH lead_tallies/);
  });
});

describe("taking a lead from another advisor", () => {
  it("asks first, with a second button, and the audit names both advisors", async () => {
    const id = await callable({ assignedAdvisorId: colleague.id });
    expect(await post({ intent: "assign", leadId: id, advisorId: String(me.id) })).toMatchObject({
      status: 409,
      data: { intent: "assign", confirm: { advisorId: me.id, holderName: colleague.name } },
    });
    expect(await rows("select assigned_advisor_id from leads where id = ?", id)).toEqual([{ assigned_advisor_id: colleague.id }]);
    expect(await post({ intent: "assign", leadId: id, advisorId: String(me.id), confirm: "yes" })).toMatchObject({ status: 200 });
    expect(await rows("select assigned_advisor_id from leads where id = ?", id)).toEqual([{ assigned_advisor_id: me.id }]);
    const page = await leadPage(id, pageContext(me));
    expect(page.timeline.find((entry) => entry.kind === "assign")).toMatchObject({
      by: me.name,
      text: `Assigned the lead to ${me.name} (taken from ${colleague.name})`,
    });
    // The holder hands it on, and anyone takes an unassigned lead, without a question.
    expect(await post({ intent: "assign", leadId: id, advisorId: String(colleague.id) })).toMatchObject({ status: 200 });
    expect(await post({ intent: "assign", leadId: id, advisorId: "" }, colleague)).toMatchObject({ status: 200 });
    expect(await post({ intent: "assign", leadId: id, advisorId: String(me.id) })).toMatchObject({ status: 200 });
  });
});
