import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { dashboardPage } from "#app/routes/admin/dashboard.server";
import { database } from "#worker/db/client";
import { firstContactFigures, requestWaitsQuery } from "#worker/services/admin/first-contact.server";
import { addAdvisor, addLead, pageContext, queryPlan, type TestAdvisor } from "./admin-helpers";

// The dashboard's first contact: each request for a call, timed to the first call on its lead after it.

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
const callAt = (leadId: string, advisor: TestAdvisor, at: string) =>
  env.DB.prepare("insert into call_attempts (lead_id, advisor_id, outcome, created_at) values (?, ?, 'no-answer', ?)")
    .bind(leadId, advisor.id, at)
    .run();
const callable = (digits: string) => addLead({ phone: digits, phoneDigits: digits, createdAt: "2026-11-30T17:00:00.000Z" });

describe("first contact", () => {
  it("times each request to the first call after it, leaves out newsletter signups, leads with no phone and old requests", async () => {
    const quick = await callable("4155550301");
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
    await requestAt(quick, "2026-10-01T17:00:00.000Z");

    const figures = await firstContactFigures(env, now);
    expect(figures.total).toEqual({ requests: 4, called: 2, medianMinutes: 100, pastPromise: 3, waiting: 2 });
    expect(figures.advisors).toEqual([
      { advisorId: ana.id, name: "Ana First", calls: 1, medianMinutes: 20, pastPromise: 0 },
      { advisorId: ben.id, name: "Ben First", calls: 1, medianMinutes: 180, pastPromise: 1 },
    ]);
    expect(figures.days.map((day) => day.day)).toEqual(["2026-11-30"]);
    expect((await dashboardPage(pageContext(ana))).firstContact.total.requests).toBe(figures.total.requests);
  });

  it("reads the requests by time and each first call by lead on their indexes", async () => {
    const plan = await queryPlan(requestWaitsQuery(database(env.DB), "2026-11-01T00:00:00.000Z"));
    expect(plan).toMatch(/SEARCH lead_requests USING INDEX lead_requests_created_idx/);
    expect(plan).toMatch(/SEARCH later USING (COVERING )?INDEX call_attempts_lead_idx/);
    expect(plan).not.toMatch(/SCAN (lead_requests|call_attempts|later)\b/);
  });
});
