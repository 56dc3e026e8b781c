import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADVISOR_FORM_MESSAGES } from "#app/domain/admin/advisor-form-messages";
import { NOTE_MAX_LENGTH } from "#app/domain/admin/advisor";
import { leadPage } from "#app/routes/admin/lead.server";
import { setLeadStatus } from "#worker/services/admin/leads.server";
import { addAdvisor, addLead, dbRows, pageContext, postLeadForm, type TestAdvisor } from "./admin-helpers";

// The lead page's forms as a browser without JavaScript posts them: every advisor
// action is done as the signed-in advisor and written with its audit row.

let me: TestAdvisor;
let colleague: TestAdvisor;
beforeAll(async () => {
  me = await addAdvisor({ name: "Dana Advisor" });
  colleague = await addAdvisor({ name: "Sam Advisor" });
});

const post = (fields: Record<string, string>, advisor: TestAdvisor = me) => postLeadForm(fields, advisor);
const rows = dbRows;
const auditOf = (leadId: string) => rows(`select advisor_id, action, detail from advisor_actions where lead_id = ? order by id`, leadId);
const detail = (leadId: string, advisor: TestAdvisor = me) => leadPage(leadId, pageContext(advisor));

describe("status changes", () => {
  it("record the advisor in the history and the audit, and stamp the first contact", async () => {
    const id = await addLead();
    expect(await post({ intent: "status", leadId: id, status: "contacted" })).toMatchObject({
      status: 200,
      data: { intent: "status", error: null, done: "Status set to Contacted." },
    });
    expect(await post({ intent: "status", leadId: id, status: "closed" }, colleague)).toMatchObject({ status: 200 });
    expect(await rows("select status, advisor_id, reason from lead_status_changes where lead_id = ? order by id", id)).toEqual([
      { status: "contacted", advisor_id: me.id, reason: null },
      { status: "closed", advisor_id: colleague.id, reason: null },
    ]);
    expect(await auditOf(id)).toEqual([
      { advisor_id: me.id, action: "status", detail: '{"status":"contacted"}' },
      { advisor_id: colleague.id, action: "status", detail: '{"status":"closed"}' },
    ]);
    const page = await detail(id);
    expect(page.lead).toMatchObject({ status: "closed", contactedAt: expect.stringMatching(/^\d{4}-/) });
    expect(page.history.map((h) => h.advisorName)).toEqual([me.name, colleague.name]);
    expect(page.actions.map((a) => [a.advisorName, a.text])).toEqual([
      [colleague.name, "Set the status to Closed"],
      [me.name, "Set the status to Contacted"],
    ]);
  });

  it("never send a chat lead's token hash to the page", async () => {
    const id = await addLead({ leadSource: "chatbot", chatTokenHash: "a".repeat(64) });
    const page = await detail(id);
    expect(page.lead.id).toBe(id);
    expect(JSON.stringify(page)).not.toContain("a".repeat(64));
  });

  it("refuse an unknown status (400) and a missing lead (404), writing nothing", async () => {
    const id = await addLead();
    expect(await post({ intent: "status", leadId: id, status: "won" })).toMatchObject({
      status: 400,
      data: { error: ADVISOR_FORM_MESSAGES.unknownAction },
    });
    expect((await post({ intent: "status", leadId: "missing-lead", status: "closed" })).status).toBe(404);
    expect(await rows("select id from lead_status_changes where lead_id in (?, 'missing-lead')", id)).toEqual([]);
    expect(await auditOf("missing-lead")).toEqual([]);
  });

  it("write the update, its history and its audit in one batch: all or nothing", async () => {
    const id = await addLead();
    // A history row D1 refuses, for this lead only.
    await env.DB.prepare(
      `create trigger refuse_history before insert on lead_status_changes when new.lead_id = '${id}'
       begin select raise(abort, 'refused'); end`,
    ).run();
    try {
      await expect(setLeadStatus(env, me.id, id, "spam")).rejects.toThrow();
    } finally {
      await env.DB.prepare("drop trigger refuse_history").run();
    }
    expect((await detail(id)).lead.status).toBe("new");
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("notes", () => {
  it("are kept with their advisor and time, newest first, each with an audit row", async () => {
    const id = await addLead();
    expect(await post({ intent: "note", leadId: id, body: "  Called, no answer.\nTry after 5pm.  " })).toMatchObject({
      status: 200,
      data: { intent: "note", error: null, done: "Note saved." },
    });
    expect(await post({ intent: "note", leadId: id, body: "Spoke with them: wants a RAV4 hybrid." }, colleague)).toMatchObject({
      status: 200,
    });
    const page = await detail(id);
    expect(page.notes.map((n) => [n.body, n.advisorName])).toEqual([
      ["Spoke with them: wants a RAV4 hybrid.", colleague.name],
      ["Called, no answer.\nTry after 5pm.", me.name],
    ]);
    expect(page.notes[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await auditOf(id)).toEqual([
      { advisor_id: me.id, action: "note", detail: null },
      { advisor_id: colleague.id, action: "note", detail: null },
    ]);
    expect(page.actions.map((a) => a.text)).toEqual(["Wrote a note", "Wrote a note"]);
  });

  it("of 2,000 characters are kept; longer or empty ones are refused, the text kept in the field up to its limit", async () => {
    const id = await addLead();
    expect((await post({ intent: "note", leadId: id, body: "a".repeat(NOTE_MAX_LENGTH) })).status).toBe(200);
    const tooLong = await post({ intent: "note", leadId: id, body: "b".repeat(NOTE_MAX_LENGTH + 1) });
    expect(tooLong).toMatchObject({
      status: 400,
      data: { intent: "note", error: ADVISOR_FORM_MESSAGES.noteTooLong, note: "b".repeat(NOTE_MAX_LENGTH) },
    });
    expect(await post({ intent: "note", leadId: id, body: "   " })).toMatchObject({
      status: 400,
      data: { error: ADVISOR_FORM_MESSAGES.noteEmpty, note: "   " },
    });
    expect((await detail(id)).notes).toHaveLength(1);
    expect((await post({ intent: "note", leadId: "missing-lead", body: "hello" })).status).toBe(404);
    expect(await rows("select id from lead_notes where lead_id = 'missing-lead'")).toEqual([]);
  });
});

describe("assignment", () => {
  it("assigns to me, to any advisor, or to nobody, and the audit names both advisors", async () => {
    const id = await addLead();
    expect(await post({ intent: "assign", leadId: id, advisorId: String(me.id) })).toMatchObject({
      status: 200,
      data: { intent: "assign", error: null, done: "Assigned to you." },
    });
    expect((await detail(id)).assigneeName).toBe(me.name);
    expect(await post({ intent: "assign", leadId: id, advisorId: String(colleague.id) })).toMatchObject({
      data: { done: `Assigned to ${colleague.name}.` },
    });
    expect((await detail(id)).lead.assignedAdvisorId).toBe(colleague.id);
    expect(await post({ intent: "assign", leadId: id, advisorId: "" }, colleague)).toMatchObject({
      data: { done: "Unassigned: nobody has this lead now." },
    });
    const page = await detail(id);
    expect(page.lead.assignedAdvisorId).toBeNull();
    expect(page.actions.map((a) => [a.advisorName, a.text])).toEqual([
      [colleague.name, "Unassigned the lead"],
      [me.name, `Assigned the lead to ${colleague.name}`],
      [me.name, `Assigned the lead to ${me.name}`],
    ]);
  });

  it("refuses a disabled or unknown advisor, and a missing lead", async () => {
    const id = await addLead();
    const gone = await addAdvisor({ disabled: true });
    for (const advisorId of [String(gone.id), "999999", "abc", "-1"]) {
      expect(await post({ intent: "assign", leadId: id, advisorId }), advisorId).toMatchObject({
        status: 400,
        data: { intent: "assign", error: ADVISOR_FORM_MESSAGES.unknownAdvisor },
      });
    }
    expect((await post({ intent: "assign", leadId: "missing-lead", advisorId: String(me.id) })).status).toBe(404);
    expect(await auditOf(id)).toEqual([]);
  });

  it("offers every enabled advisor on the lead page, and says who is looking", async () => {
    const gone = await addAdvisor({ disabled: true });
    const page = await detail(await addLead());
    expect(page.advisors.map((a) => a.id)).toEqual(expect.arrayContaining([me.id, colleague.id]));
    expect(page.advisors.map((a) => a.id)).not.toContain(gone.id);
    expect(page.me).toEqual({ id: me.id, email: me.email, name: me.name, languages: ["en"] });
  });
});

describe("the lead page", () => {
  it("lists the lead's requests newest first, the person's other leads, and a visitor's asking again in the history", async () => {
    const person = crypto.randomUUID();
    const first = await addLead({ personId: person, leadSource: "landing_page_footer", createdAt: "2026-01-05T10:00:00.000Z" });
    const id = await addLead({
      personId: person,
      createdAt: "2026-02-01T10:00:00.000Z",
      lastRequestedAt: "2026-03-01T10:00:00.000Z",
      requestCount: 2,
      status: "new",
    });
    await addLead({ personId: crypto.randomUUID() });
    await env.DB.batch([
      env.DB.prepare(
        "insert into lead_requests (lead_id, source, source_detail, make, model, year, created_at) values " +
          "(?, 'landing_page_cta', 'bottom_cta_form', 'Toyota', 'RAV4', 2025, '2026-02-01T10:00:00.000Z')",
      ).bind(id),
      env.DB.prepare(
        "insert into lead_requests (lead_id, source, source_detail, make, model, year, created_at) values " +
          "(?, 'landing_page_hero', 'hero_modal_form', 'Honda', 'CR-V', 2026, '2026-03-01T10:00:00.000Z')",
      ).bind(id),
      env.DB.prepare(
        "insert into lead_status_changes (lead_id, status, changed_at, advisor_id) values (?, 'contacted', '2026-02-02T10:00:00.000Z', ?)",
      ).bind(id, me.id),
      env.DB.prepare(
        "insert into lead_status_changes (lead_id, status, changed_at, reason) values (?, 'new', " +
          "'2026-03-01T10:00:00.000Z', 'asked_again')",
      ).bind(id),
    ]);
    const page = await detail(id);
    expect(page.requests.map((r) => [r.sourceDetail, r.model])).toEqual([
      ["hero_modal_form", "CR-V"],
      ["bottom_cta_form", "RAV4"],
    ]);
    expect(page.personLeads.map((l) => l.id)).toEqual([first]);
    expect(page.history).toMatchObject([
      { status: "contacted", changedAt: "2026-02-02T10:00:00.000Z", reason: null, advisorName: me.name },
      { status: "new", changedAt: "2026-03-01T10:00:00.000Z", reason: "asked_again", advisorName: null },
    ]);
    expect(page.lead).toMatchObject({ requestCount: 2, lastRequestedAt: "2026-03-01T10:00:00.000Z" });
  });

  it("answers 404 for a lead that does not exist", async () => {
    await expect(detail("missing-lead")).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("deletion on the visitor's request", () => {
  it("takes the quote, history, notes and requests, and records the advisor who did it", async () => {
    const path = `dealer-quotes/del${crypto.randomUUID().slice(0, 8)}_1.pdf`;
    await env.UPLOADS.put(path, "%PDF-1.7", { httpMetadata: { contentType: "application/pdf" } });
    const id = await addLead({ firstName: "Erase", dealerQuoteImagePath: path, leadSource: "chatbot" });
    await env.DB.prepare("insert into lead_requests (lead_id, source) values (?, 'chatbot')").bind(id).run();
    await post({ intent: "status", leadId: id, status: "contacted" });
    await post({ intent: "note", leadId: id, body: "Asked us to delete everything." });
    expect((await post({ intent: "delete", leadId: id, confirm: "no" })).status).toBe(400);
    const removed = await post({ intent: "delete", leadId: id, confirm: "yes" }, colleague);
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/admin?deleted=1");
    for (const table of [
      "leads where id",
      "lead_status_changes where lead_id",
      "lead_notes where lead_id",
      "lead_requests where lead_id",
    ]) {
      expect(await rows(`select * from ${table} = ?`, id), table).toEqual([]);
    }
    expect(await env.UPLOADS.get(path)).toBeNull();
    const [deletion] = await rows("select * from lead_deletions where lead_id = ?", id);
    expect(Object.keys(deletion ?? {}).sort()).toEqual([
      "advisor_id",
      "deleted_at",
      "had_dealer_quote",
      "id",
      "lead_created_at",
      "lead_id",
      "lead_source",
      "reason",
    ]);
    expect(deletion).toMatchObject({ lead_source: "chatbot", had_dealer_quote: 1, reason: "request", advisor_id: colleague.id });
    expect((await auditOf(id)).map((a) => [a.advisor_id, a.action])).toEqual([
      [me.id, "status"],
      [me.id, "note"],
      [colleague.id, "delete"],
    ]);
    expect((await post({ intent: "delete", leadId: id, confirm: "yes" })).status).toBe(404);
  });
});

describe("a chat lead's page, for the call", () => {
  it("shows the car the chat named in its request and the timeline, and the buyer's note", async () => {
    const id = await addLead({
      leadSource: "chatbot",
      firstName: "María José",
      year: 2026,
      make: "Toyota",
      model: "RAV4",
      trim: "XLE Hybrid",
      notes: "Mejor llamar después de las 5 p. m.",
      language: "es",
    });
    // As the chat writes it: at its first answer, before it asks about a car.
    await env.DB.prepare(
      "insert into lead_requests (lead_id, source, source_detail, first_name, created_at) " +
        "values (?, 'chatbot', 'chatbot', 'María José', ?)",
    )
      .bind(id, new Date().toISOString())
      .run();
    const page = await detail(id);
    expect(page.requests.map((r) => [r.year, r.make, r.model, r.trim])).toEqual([[2026, "Toyota", "RAV4", "XLE Hybrid"]]);
    expect(page.timeline.find((entry) => entry.kind === "request")?.text).toBe("Request by chat: 2026 Toyota RAV4 XLE Hybrid");
    expect(page.current.vehicle).toBe("2026 Toyota RAV4 XLE Hybrid");
    expect(page.buyerNote).toBe("Mejor llamar después de las 5 p. m.");
  });

  it("keeps a form request's own car, and shows no note for a skipped one", async () => {
    const id = await addLead({ leadSource: "chatbot", make: "Toyota", model: "RAV4", notes: "I'm not sure" });
    await env.DB.prepare(
      "insert into lead_requests (lead_id, source, source_detail, make, model, year, created_at) " +
        "values (?, 'landing_page_cta', 'bottom_cta_form', 'Honda', 'CR-V', 2026, ?)",
    )
      .bind(id, new Date().toISOString())
      .run();
    const page = await detail(id);
    expect(page.requests.map((r) => [r.make, r.model, r.trim])).toEqual([["Honda", "CR-V", null]]);
    expect(page.buyerNote).toBeNull();
  });
});
