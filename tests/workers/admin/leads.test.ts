import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { leadsPage } from "#app/routes/admin/leads.server";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { leadsWhere } from "#worker/services/admin/lead-search.server";
import { latestActivityFirst } from "#worker/services/admin/list-order.server";
import { addAdvisor, addLead, PAGE, pageContext, type TestAdvisor } from "./admin-helpers";
import { uniquePhone } from "#tests/workers/helpers";

// The leads list: latest activity first, repeat requests marked, Mine and Unassigned, and
// the phone search on the phone_digits index.

let me: TestAdvisor;
let colleague: TestAdvisor;
beforeAll(async () => {
  me = await addAdvisor({ name: "Me Advisor" });
  colleague = await addAdvisor({ name: "Colleague Advisor" });
});

type Page = Awaited<ReturnType<typeof leadsPage>>;
const page = (query: string): Promise<Page> => leadsPage(new Request(`${PAGE}/admin?${query}`), pageContext(me));
const ids = async (query: string) => (await page(query)).rows.map((row) => row.id);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe("the leads list", () => {
  it("is ordered by latest activity, a new lead or a repeat request, and marks leads that asked again", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const repeat = await addLead({ firstName: `Ord${tag}`, createdAt: hoursAgo(72), lastRequestedAt: hoursAgo(1), requestCount: 2 });
    const fresh = await addLead({ firstName: `Ord${tag}`, createdAt: hoursAgo(24) });
    const older = await addLead({ firstName: `Ord${tag}`, createdAt: hoursAgo(48) });
    const { rows } = await page(`q=ord${tag}`);
    expect(rows.map((r) => r.id)).toEqual([repeat, fresh, older]);
    expect(rows.map((r) => r.requestCount)).toEqual([2, 1, 1]);
  });

  it("searches and filters by every field, Mine and Unassigned included", async () => {
    // A letter first: a query of digits alone is a phone number.
    const tag = `k${crypto.randomUUID().slice(0, 6)}`;
    const chat = await addLead({
      firstName: `Zed${tag}`,
      leadSource: "chatbot",
      qualified: true,
      readyToTalk: true,
      createdAt: "2026-03-02T10:00:00.000Z",
      assignedAdvisorId: me.id,
    });
    const form = await addLead({
      firstName: `Zed${tag}`,
      lastName: "Form",
      qualified: false,
      createdAt: "2026-03-03T10:00:00.000Z",
      assignedAdvisorId: colleague.id,
    });
    const news = await addLead({ firstName: `Zed${tag}`, leadSource: "landing_page_footer", createdAt: "2026-03-01T10:00:00.000Z" });
    expect(await ids(`q=zed${tag}`)).toEqual([form, chat, news]);
    expect(await ids(`q=zed${tag}&source=chat`)).toEqual([chat]);
    expect(await ids(`q=zed${tag}&source=form`)).toEqual([form]);
    expect(await ids(`q=zed${tag}&source=newsletter`)).toEqual([news]);
    expect(await ids(`q=zed${tag}&qualified=no`)).toEqual([form]);
    expect(await ids(`q=zed${tag}&ready=yes`)).toEqual([chat]);
    expect(await ids(`q=zed${tag}&from=2026-03-02&to=2026-03-02`)).toEqual([chat]);
    expect(await ids(`q=zed${tag}&status=contacted`)).toEqual([]);
    expect(await ids(`q=zed${tag}&assigned=mine`)).toEqual([chat]);
    expect(await ids(`q=zed${tag}&assigned=none`)).toEqual([news]);
    expect(await ids(`q=${tag.toUpperCase()}`)).toContain(form);
    expect(await ids("q=%25")).not.toContain(form);
    const { rows } = await page(`q=zed${tag}`);
    expect(rows.map((r) => r.assigneeName)).toEqual([colleague.name, me.name, null]);
  });

  it("shows bad filters next to their fields and lists everything meanwhile", async () => {
    const answer = await page("source=fax&from=yesterday&assigned=everyone");
    expect(Object.keys(answer.errors)).toEqual(expect.arrayContaining(["source", "from", "assigned"]));
    expect(answer.total).toBeGreaterThan(0);
  });
});

describe("the search finds what a repeat request gave", () => {
  it("by the request's email or phone, though the lead keeps its first ones", async () => {
    const lead = await addLead({ phone: "(415) 555-0000", phoneDigits: uniquePhone() });
    const [email, digits] = [`given.${crypto.randomUUID().slice(0, 8)}@gmail.com`, uniquePhone()];
    await env.DB.prepare(
      "insert into lead_requests (lead_id, source, first_name, email, phone, phone_digits) " +
        "values (?, 'landing_page_cta', 'Quinlan', ?, ?, ?)",
    )
      .bind(lead, email, digits, digits)
      .run();
    expect(await ids(`q=${encodeURIComponent(email)}`)).toEqual([lead]);
    expect(await ids(`q=${digits}`)).toEqual([lead]);
    expect(await ids(`q=${digits.slice(0, 6)}`)).toContain(lead);
    expect(await ids("q=quinlan")).toEqual([lead]);
  });

  it("on the requests' email and phone_digits indexes", async () => {
    for (const [q, index] of [
      ["(415) 555-0199", "lead_requests_phone_digits_idx"],
      ["415555", "lead_requests_phone_digits_idx"],
      ["dana@gmail.com", "lead_requests_email_idx"],
    ]) {
      const query = database(env.DB)
        .select({ id: leads.id })
        .from(leads)
        .where(await leadsWhere(env, { q }, me.id))
        .orderBy(...latestActivityFirst)
        .limit(50)
        .toSQL();
      const plan = await env.DB.prepare(`explain query plan ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>();
      expect(plan.results.map((step) => step.detail).join("\n"), q).toMatch(new RegExp(`USING (COVERING )?INDEX ${index}`));
    }
  });
});

describe("the phone search", () => {
  it("finds the person however the phone was written, form or chat", async () => {
    const digits = uniquePhone();
    const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const form = await addLead({ phone: formatted, phoneDigits: digits });
    const chat = await addLead({ phone: digits, phoneDigits: digits, leadSource: "chatbot" });
    for (const query of [
      formatted,
      digits,
      `+1 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
      `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    ]) {
      expect((await ids(`q=${encodeURIComponent(query)}`)).sort(), query).toEqual([form, chat].sort());
    }
    // Fewer digits match from the area code, and the last seven without it (docs/decisions/044).
    expect(await ids(`q=${digits.slice(0, 7)}`)).toEqual(expect.arrayContaining([form, chat]));
    expect(await ids(`q=${digits.slice(3, 6)}-${digits.slice(6)}`)).toEqual(expect.arrayContaining([form, chat]));
    expect(await ids(`q=${digits.slice(2, 9)}`)).not.toContain(form);
    expect(await ids(`q=${digits.slice(4)}`)).not.toContain(form);
  });

  it("uses the phone_digits index, not a scan", async () => {
    for (const q of ["(415) 555-0199", "415555"]) {
      const query = database(env.DB)
        .select({ id: leads.id })
        .from(leads)
        .where(await leadsWhere(env, { q }, me.id))
        .orderBy(...latestActivityFirst)
        .limit(50)
        .toSQL();
      const plan = await env.DB.prepare(`explain query plan ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>();
      expect(plan.results.map((step) => step.detail).join("\n"), q).toMatch(/USING (COVERING )?INDEX leads_phone_requested_idx/);
    }
  });
});
