import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { leadAction } from "#app/routes/admin/lead-actions.server";
import { leadPage } from "#app/routes/admin/lead.server";
import { leadsPage } from "#app/routes/admin/leads.server";
import { database } from "#worker/db/client";
import { leadRequests } from "#worker/db/schema";
import { uniquePhone } from "#tests/workers/helpers";
import { addAdvisor, addLead, formRequest, PAGE, pageContext, settle, type TestAdvisor } from "./admin-helpers";

// The newest request on top: the RAV4 buyer who came back about a CR-V with a new
// email and last name is called about the CR-V, and an advisor can make the new email the main one.

let me: TestAdvisor;
beforeAll(async () => {
  me = await addAdvisor({ name: "Me Advisor" });
});

type Request = Partial<typeof leadRequests.$inferInsert>;

/** A buyer who asked about a RAV4, then a week later about a CR-V with a new email and last name. */
async function returningBuyer(tag: string) {
  const phone = uniquePhone();
  const first = { firstName: `Dana${tag}`, lastName: "Reyes", email: `dana.${tag}@gmail.com`, phone, phoneDigits: phone };
  const rav4 = { make: "Toyota", model: "RAV4", year: 2026 };
  const leadId = await addLead({
    ...first,
    ...rav4,
    createdAt: "2026-11-10T17:00:00.000Z",
    lastRequestedAt: "2026-11-17T17:00:00.000Z",
    requestCount: 2,
  });
  const request = (values: Request) =>
    database(env.DB)
      .insert(leadRequests)
      .values({ leadId, source: "landing_page_cta", sourceDetail: "bottom_cta_form", ...values })
      .returning({ id: leadRequests.id });
  const [firstRow] = await request({ ...first, ...rav4, createdAt: "2026-11-10T17:00:00.000Z" });
  const [newRow] = await request({
    ...first,
    lastName: "Park",
    email: `dana.park.${tag}@gmail.com`,
    make: "Honda",
    model: "CR-V",
    year: null,
    createdAt: "2026-11-17T17:00:00.000Z",
  });
  return { leadId, phone, firstId: firstRow?.id ?? 0, newId: newRow?.id ?? 0 };
}

const post = (fields: Record<string, string>) => settle(leadAction(formRequest(`/admin/leads/${fields.leadId}`, fields), pageContext(me)));

describe("the newest request on top", () => {
  it("shows the newest request's car, name and email on the list row and the lead page, marked changed", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const { leadId } = await returningBuyer(tag);
    const list = await leadsPage(new Request(`${PAGE}/admin?q=dana${tag}`), pageContext(me));
    const row = list.rows.find((r) => r.id === leadId);
    expect(row?.current).toEqual({
      name: `Dana${tag} Park`,
      email: `dana.park.${tag}@gmail.com`,
      phone: row?.phone,
      vehicle: "Honda CR-V",
      changed: { name: true, email: true, phone: false, vehicle: true },
    });
    const page = await leadPage(leadId, pageContext(me));
    expect(page.current).toMatchObject({ vehicle: "Honda CR-V", changed: { email: true, vehicle: true } });
    // A lead with one request is its own newest.
    const single = await addLead({ firstName: `Solo${tag}`, make: "Kia" });
    expect((await leadPage(single, pageContext(me))).current.changed).toEqual({ name: false, email: false, phone: false, vehicle: false });
  });

  it("makes a request's email the lead's main one, audited, and the first request keeps the old one", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const { leadId, newId, firstId } = await returningBuyer(tag);
    const done = await post({ intent: "main-contact", leadId, requestId: String(newId), field: "email" });
    expect(done).toMatchObject({ status: 200, data: { intent: "main-contact", field: "email", error: false } });
    const lead = await env.DB.prepare("select email from leads where id = ?").bind(leadId).first<{ email: string }>();
    expect(lead?.email).toBe(`dana.park.${tag}@gmail.com`);
    const kept = await env.DB.prepare("select email from lead_requests where id = ?").bind(firstId).first<{ email: string }>();
    expect(kept?.email).toBe(`dana.${tag}@gmail.com`);
    const audit = await env.DB.prepare("select advisor_id, action, detail from advisor_actions where lead_id = ?")
      .bind(leadId)
      .all<Record<string, unknown>>();
    expect(audit.results).toEqual([
      { advisor_id: me.id, action: "main-contact", detail: JSON.stringify({ field: "email", request: newId }) },
    ]);
    // The page no longer marks the email changed, and the audit line reads as words.
    const page = await leadPage(leadId, pageContext(me));
    expect(page.current.changed.email).toBe(false);
    expect(page.actions[0]?.text).toBe("Made a request's email the main one");
  });

  it("makes a request's phone the main one, digits included, so the phone search finds the lead by it", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const { leadId } = await returningBuyer(tag);
    const phone = uniquePhone();
    const [row] = await database(env.DB)
      .insert(leadRequests)
      .values({ leadId, source: "chatbot", phone, phoneDigits: phone, createdAt: "2026-11-18T17:00:00.000Z" })
      .returning({ id: leadRequests.id });
    await post({ intent: "main-contact", leadId, requestId: String(row?.id), field: "phone" });
    const lead = await env.DB.prepare("select phone, phone_digits from leads where id = ?").bind(leadId).first();
    expect(lead).toEqual({ phone, phone_digits: phone });
  });

  it("refuses, unaudited, a request of another lead, one with nothing different, and a bad form", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const { leadId, firstId } = await returningBuyer(tag);
    const other = await returningBuyer(`o${tag}`);
    for (const fields of [
      { intent: "main-contact", leadId, requestId: String(other.newId), field: "email" },
      { intent: "main-contact", leadId, requestId: String(firstId), field: "email" },
      { intent: "main-contact", leadId, requestId: "x", field: "fax" },
    ]) {
      expect(await post(fields)).toMatchObject({ status: 400, data: { intent: "main-contact", error: true } });
    }
    const audit = await env.DB.prepare("select count(*) as n from advisor_actions where lead_id in (?, ?)")
      .bind(leadId, other.leadId)
      .first<{ n: number }>();
    expect(audit?.n).toBe(0);
    const lead = await env.DB.prepare("select email from leads where id = ?").bind(leadId).first<{ email: string }>();
    expect(lead?.email).toBe(`dana.${tag}@gmail.com`);
  });
});
