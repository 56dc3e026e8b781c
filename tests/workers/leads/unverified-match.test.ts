import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { leadPage } from "#app/routes/admin/lead.server";
import { statusChangeBy } from "#app/domain/admin/lead-views";
import { addAdvisor, pageContext } from "#tests/workers/admin/admin-helpers";
import { json, leadRowsByEmail, mockUpstream, postJson, uniqueEmail, uniquePhone, validLead } from "#tests/workers/helpers";

// Knowing someone's phone or email must not let a stranger change their lead.

beforeEach(() => {
  mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

type Row = Record<string, unknown>;
const row = (id: unknown) => env.DB.prepare("select * from leads where id = ?").bind(id).first<Row>();
const requestsOf = async (leadId: unknown) =>
  (
    await env.DB.prepare("select email, phone_digits, first_name, unverified_match from lead_requests where lead_id = ? order by id")
      .bind(leadId)
      .all<Row>()
  ).results;

/** A confirmed subscriber, as the newsletter's link leaves one. */
async function confirm(leadId: unknown) {
  await env.DB.prepare("update leads set newsletter_confirmed_at = ? where id = ?").bind(new Date().toISOString(), leadId).run();
}

describe("a stranger who knows a subscriber's phone", () => {
  it("a form with the victim's phone and another email, then a signup with that email, leaves the victim subscribed", async () => {
    const victim = await validLead();
    expect((await postJson("/api/leads", victim)).status).toBe(200);
    expect((await postJson("/api/newsletter", { email: victim.email })).status).toBe(200);
    const [lead] = await leadRowsByEmail(victim.email);
    await confirm(lead?.id);
    const before = await row(lead?.id);

    const attacker = uniqueEmail("attacker");
    expect((await postJson("/api/leads", await validLead({ phone: victim.phone, email: attacker, firstName: "Mallory" }))).status).toBe(
      200,
    );
    expect((await postJson("/api/newsletter", { email: attacker })).status).toBe(200);

    const after = await row(lead?.id);
    expect(after).toMatchObject({
      email: victim.email,
      first_name: "Maria",
      newsletter_email: victim.email,
      newsletter_opted_in: 1,
      newsletter_confirmed_at: before?.newsletter_confirmed_at,
      consent_at: before?.consent_at,
    });
    // The request is kept on the victim's lead, flagged for the advisor, with the details it gave.
    expect(await requestsOf(lead?.id)).toEqual([
      { email: victim.email, phone_digits: victim.phone, first_name: "Maria", unverified_match: 0 },
      { email: victim.email, phone_digits: null, first_name: null, unverified_match: 0 },
      { email: attacker, phone_digits: victim.phone, first_name: "Mallory", unverified_match: 1 },
    ]);
    // The attacker's signup is a lead of its own: it matched nobody's own address.
    const [own] = await leadRowsByEmail(attacker);
    expect(own).toMatchObject({ newsletter_email: attacker, newsletter_confirmed_at: null, phone: null });
    expect(own?.id).not.toBe(lead?.id);
  });

  it("a form with a subscriber-only lead's email leaves its phone and name unfilled", async () => {
    const subscriber = uniqueEmail("subscriber");
    expect((await postJson("/api/newsletter", { email: subscriber })).status).toBe(200);
    const [lead] = await leadRowsByEmail(subscriber);
    await confirm(lead?.id);
    const phone = uniquePhone();
    expect((await postJson("/api/leads", await validLead({ email: subscriber, phone, firstName: "Mallory" }))).status).toBe(200);
    expect(await row(lead?.id)).toMatchObject({ phone: null, phone_digits: null, first_name: null, make: null, request_count: 2 });
    expect((await requestsOf(lead?.id)).at(-1)).toEqual({
      email: subscriber,
      phone_digits: phone,
      first_name: "Mallory",
      unverified_match: 1,
    });
  });

  it("a closed lead reopened by an unverified match says why, on its history and its requests", async () => {
    const victim = await validLead();
    expect((await postJson("/api/leads", victim)).status).toBe(200);
    const [lead] = await leadRowsByEmail(victim.email);
    await env.DB.prepare("update leads set status = 'closed' where id = ?").bind(lead?.id).run();
    expect((await postJson("/api/leads", await validLead({ phone: victim.phone, email: uniqueEmail("other") }))).status).toBe(200);

    const advisor = await addAdvisor({ name: "Una Advisor" });
    const page = await leadPage(String(lead?.id), pageContext(advisor));
    expect(page.lead).toMatchObject({ email: victim.email, status: "new" });
    const [reopening] = page.history.slice(-1);
    expect(reopening).toMatchObject({ status: "new", reason: "asked_again_unverified", advisorName: null });
    expect(statusChangeBy(reopening ?? { reason: null, advisorName: null })).toBe(
      "by a request that is an unverified match (see Requests)",
    );
    expect(page.requests.map((r) => r.unverifiedMatch)).toEqual([true, false]);
  });

  it("a repeat with the lead's own email and phone is verified, and still fills what the lead lacks", async () => {
    const first = await validLead();
    expect((await postJson("/api/leads", first)).status).toBe(200);
    const [lead] = await leadRowsByEmail(first.email);
    await env.DB.prepare("update leads set zip_code = null where id = ?").bind(lead?.id).run();
    expect((await postJson("/api/leads", await validLead({ email: first.email, phone: first.phone, zipCode: "90210" }))).status).toBe(200);
    expect(await row(lead?.id)).toMatchObject({ zip_code: "90210", request_count: 2 });
    expect((await requestsOf(lead?.id)).map((r) => r.unverified_match)).toEqual([0, 0]);
  });
});
