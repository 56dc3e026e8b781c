import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { monthsBefore, RETENTION } from "#app/domain/retention";
import { database } from "#worker/db/client";
import { advisorActions, leadNotes, leadRequests, leads, leadStatusChanges } from "#worker/db/schema";
import { CRONS, handleScheduled } from "#worker/scheduled";
import { deleteLead } from "#worker/services/leads/deletion.server";
import { deleteExpiredLeads } from "#worker/services/leads/retention.server";

const db = database(env.DB);
const monthsAgo = (months: number, now = new Date()) => monthsBefore(now, months).toISOString();

/** A lead with everything that must go with it: a quote in R2, status history, a note, two requests, and an advisor's audit row. */
async function leadWithHistory(at: string, values: Partial<typeof leads.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const quote = `dealer-quotes/ret${id.slice(0, 8)}_1.pdf`;
  await env.UPLOADS.put(quote, "%PDF-1.7");
  await db.insert(leads).values({
    id,
    firstName: "Keep",
    email: `${id.slice(0, 8)}@gmail.com`,
    leadSource: "chatbot",
    dealerQuoteImagePath: quote,
    createdAt: at,
    updatedAt: at,
    lastRequestedAt: at,
    ...values,
  });
  await db.insert(leadStatusChanges).values({ leadId: id, status: "contacted", changedAt: at, advisorId: 1 });
  await db.insert(leadNotes).values({ leadId: id, advisorId: 1, body: "Called, wants a RAV4", createdAt: at });
  await db.insert(leadRequests).values([
    { leadId: id, source: "chatbot", createdAt: at },
    { leadId: id, source: "landing_page_cta", createdAt: at },
  ]);
  await db.insert(advisorActions).values({ advisorId: 1, action: "note", leadId: id, createdAt: at });
  return { id, quote, at };
}

async function remaining(id: string) {
  const count = async (table: string, column = "lead_id") =>
    (await env.DB.prepare(`select count(*) as n from ${table} where ${column} = ?`).bind(id).first<{ n: number }>())?.n;
  return {
    lead: await count("leads", "id"),
    history: await count("lead_status_changes"),
    notes: await count("lead_notes"),
    requests: await count("lead_requests"),
    audit: await count("advisor_actions"),
  };
}

const deletionsOf = (id: string) =>
  env.DB.prepare("select * from lead_deletions where lead_id = ?")
    .bind(id)
    .all<Record<string, unknown>>()
    .then((r) => r.results);

beforeEach(async () => {
  await env.DB.prepare("delete from leads").run();
});
afterEach(() => vi.restoreAllMocks());

describe("retention", () => {
  it("deletes a lead 25 months past its latest activity with its quote, history, notes, requests; keeps one 23 months back", async () => {
    const old = await leadWithHistory(monthsAgo(25));
    const recent = await leadWithHistory(monthsAgo(23));

    expect(await deleteExpiredLeads(env)).toBe(1);

    expect(await remaining(old.id)).toEqual({ lead: 0, history: 0, notes: 0, requests: 0, audit: 1 });
    expect(await env.UPLOADS.get(old.quote)).toBeNull();
    const [audit] = await deletionsOf(old.id);
    expect(Object.keys(audit ?? {}).sort()).toEqual([
      "advisor_id",
      "deleted_at",
      "had_dealer_quote",
      "id",
      "lead_created_at",
      "lead_id",
      "lead_source",
      "reason",
    ]);
    expect(audit).toMatchObject({
      reason: "retention",
      advisor_id: null,
      had_dealer_quote: 1,
      lead_source: "chatbot",
      lead_created_at: old.at,
    });

    expect(await remaining(recent.id)).toEqual({ lead: 1, history: 1, notes: 1, requests: 2, audit: 1 });
    expect(await env.UPLOADS.get(recent.quote)).not.toBeNull();

    // A repeated run deletes nothing more and records nothing more.
    expect(await deleteExpiredLeads(env)).toBe(0);
    expect(await deletionsOf(old.id)).toHaveLength(1);
    expect(await remaining(recent.id)).toMatchObject({ lead: 1 });
  });

  it("counts from the visitor's latest activity: a recent request or update keeps an old lead", async () => {
    const askedAgain = await leadWithHistory(monthsAgo(30), { lastRequestedAt: monthsAgo(1) });
    const chattedLater = await leadWithHistory(monthsAgo(30), { updatedAt: monthsAgo(2) });
    const neverUpdated = await leadWithHistory(monthsAgo(30), { updatedAt: monthsAgo(30), lastRequestedAt: null });
    expect(await deleteExpiredLeads(env)).toBe(1);
    expect((await remaining(askedAgain.id)).lead).toBe(1);
    expect((await remaining(chattedLater.id)).lead).toBe(1);
    expect((await remaining(neverUpdated.id)).lead).toBe(0);
  });

  it("reads the period from LEAD_RETENTION_MONTHS", async () => {
    const thirteen = await leadWithHistory(monthsAgo(13));
    expect(await deleteExpiredLeads(env)).toBe(0);
    expect(await deleteExpiredLeads({ ...env, LEAD_RETENTION_MONTHS: "12" })).toBe(1);
    expect((await remaining(thirteen.id)).lead).toBe(0);
  });

  it("deletes at most a batch per run and works a backlog off over the next runs", async () => {
    const at = monthsAgo(26);
    const ids = Array.from({ length: RETENTION.leadsPerRun + 3 }, () => crypto.randomUUID());
    for (let i = 0; i < ids.length; i += 10) {
      await db
        .insert(leads)
        .values(
          ids.slice(i, i + 10).map((id) => ({ id, createdAt: at, updatedAt: at, lastRequestedAt: at, leadSource: "landing_page_cta" })),
        );
    }
    expect(await deleteExpiredLeads(env)).toBe(RETENTION.leadsPerRun);
    expect(await deleteExpiredLeads(env)).toBe(3);
    expect(await deleteExpiredLeads(env)).toBe(0);
  });

  it("runs on the daily Cron Trigger, not on the hourly one", async () => {
    const old = await leadWithHistory(monthsAgo(25));
    const run = async (cron: string) => {
      const ctx = createExecutionContext();
      handleScheduled(createScheduledController({ cron, scheduledTime: Date.now() }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    vi.spyOn(console, "log").mockImplementation(() => {});
    await run("* * * * *");
    expect((await remaining(old.id)).lead).toBe(1);
    await run(CRONS.daily);
    expect((await remaining(old.id)).lead).toBe(0);
  });
});

describe("deleting a lead", () => {
  it("is one function for a visitor's request and for retention, recording why and by whom", async () => {
    const requested = await leadWithHistory(new Date().toISOString());
    expect(await deleteLead(env, requested.id, { reason: "request", advisorId: 7 })).toBe(true);
    // The advisor's earlier audit row stays, and the deletion adds its own, naming the advisor.
    expect(await remaining(requested.id)).toEqual({ lead: 0, history: 0, notes: 0, requests: 0, audit: 2 });
    const deletedBy = await env.DB.prepare("select advisor_id from advisor_actions where lead_id = ? and action = 'delete'")
      .bind(requested.id)
      .first();
    expect(deletedBy).toEqual({ advisor_id: 7 });
    expect(await env.UPLOADS.get(requested.quote)).toBeNull();
    expect(await deletionsOf(requested.id)).toEqual([expect.objectContaining({ reason: "request", advisor_id: 7, had_dealer_quote: 1 })]);
    expect(await deleteLead(env, requested.id, { reason: "request", advisorId: 7 })).toBe(false);
  });

  it("records one deletion when two runs race on the same lead", async () => {
    const { id } = await leadWithHistory(monthsAgo(25), { dealerQuoteImagePath: null });
    const results = await Promise.all([
      deleteLead(env, id, { reason: "retention", advisorId: null }),
      deleteLead(env, id, { reason: "retention", advisorId: null }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await deletionsOf(id)).toEqual([expect.objectContaining({ had_dealer_quote: 0 })]);
  });
});
