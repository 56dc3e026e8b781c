import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "#worker/db/client";
import { csvPageQuery } from "#worker/services/admin/csv.server";
import { leadsWhere } from "#worker/services/admin/lead-search.server";
import { addAdvisor, addLead, PAGE, queryPlan, readsIndex, sessionCookie, type TestAdvisor } from "./admin-helpers";

// What is left of /admin/api: the CSV export, the dealer-quote stream and the
// image-cache runs, behind the same advisor check as the pages.

const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${PAGE}${path}`, { headers });

const ADMIN_ENDPOINTS: [string, string][] = [
  ["GET", "/admin/api/leads.csv"],
  ["GET", "/admin/api/leads-technical.csv"],
  ["GET", "/admin/api/leads/some-id/quote"],
  ["GET", "/admin/api/deals/images"],
  ["POST", "/admin/api/deals/images/cache"],
  ["GET", "/admin/api/anything-else"],
];

async function expectAllRefused(headers: Record<string, string>) {
  for (const [method, path] of ADMIN_ENDPOINTS) {
    const response = await SELF.fetch(`${PAGE}${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: method === "POST" ? "{}" : undefined,
    });
    expect(response.status, `${method} ${path}`).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "Sign in as an advisor to use this." });
  }
}

let advisor: TestAdvisor;
let cookie: string;
beforeAll(async () => {
  advisor = await addAdvisor();
  cookie = await sessionCookie(advisor);
});

describe("the admin API refuses anyone without a credential", () => {
  it("with no credential, a forged cookie or a garbage Access token", async () => {
    await expectAllRefused({});
    await expectAllRefused({ cookie: "__Host-advisor_session=eyJhIjoxfQ%3D%3D.uf4QQRmXO8B6ujMHcQGUfWCY9xDAFeBvyXxTZNUvtl8" });
    await expectAllRefused({ "cf-access-jwt-assertion": "a.b.c" });
  });

  it("has no JSON copy of what the pages do: leads, status, deletion and the dashboard are page actions", async () => {
    for (const [method, path] of [
      ["GET", "/admin/api/leads"],
      ["GET", "/admin/api/leads/some-id"],
      ["PATCH", "/admin/api/leads/some-id/status"],
      ["DELETE", "/admin/api/leads/some-id"],
      ["GET", "/admin/api/dashboard"],
      ["GET", "/admin/api/deals"],
      ["PUT", "/admin/api/deals/1"],
      ["POST", "/api/session"],
      // Moved under /admin so one Access application covers it: nothing is left at the old path.
      ["GET", "/api/admin/leads.csv"],
      ["GET", "/api/admin/deals/images"],
    ] as const) {
      const response = await SELF.fetch(`${PAGE}${path}`, {
        method,
        headers: { cookie, "content-type": "application/json" },
        body: method === "GET" || method === "DELETE" ? undefined : "{}",
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe("CSV export", () => {
  it("exports the filtered leads as escaped CSV and records who exported what, without the search", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    await addLead({
      firstName: `Csv${tag}`,
      lastName: 'O"Neil, Jr.',
      notes: "line one\nline two",
      trim: "=cmd|' /C calc'!A0",
      model: "+SUM(1)",
      make: "@Tesla",
    });
    const response = await get(`/admin/api/leads.csv?q=csv${tag}&source=form`, { cookie });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    const [header, row] = text.split("\r\n");
    expect(header).toMatch(/^Lead id,Received date,Received time,Status,Assigned to,Language,First name,Last name,Phone,Email,/);
    expect(header).not.toMatch(/conversation|answers|token/i);
    expect(row).toContain(`Csv${tag},"O""Neil, Jr."`);
    expect(text).toContain('"line one\nline two"');
    expect(text).toContain(`'=cmd|' /C calc'!A0`);
    expect(text).toContain("'+SUM(1)");
    expect(text).toContain("'@Tesla");
    expect(text.endsWith("\r\n")).toBe(true);
    const audit = await env.DB.prepare("select * from advisor_actions where advisor_id = ? and action = 'export' order by id desc")
      .bind(advisor.id)
      .first<Record<string, unknown>>();
    expect(audit).toMatchObject({
      lead_id: null,
      detail: JSON.stringify({ filters: "source=form", searched: true }),
      created_at: expect.stringMatching(/^\d{4}-/),
    });
    expect(JSON.stringify(audit)).not.toContain(tag);
  });

  it("exports the technical columns apart, behind the same credential, and records which export it was", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const id = await addLead({ firstName: `Tech${tag}`, userAgent: "Mozilla/5.0 (iPhone)", sessionId: `session-${tag}` });
    const response = await get(`/admin/api/leads-technical.csv?q=tech${tag}&source=form`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-technical-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const [header, row] = (await response.text()).split("\r\n");
    expect(header).toMatch(/^id,created_at,updated_at,lead_source,/);
    expect(row).toMatch(new RegExp(`^${id},.*Mozilla/5.0 \\(iPhone\\),session-${tag},`));
    const audit = await env.DB.prepare("select detail from advisor_actions where advisor_id = ? and action = 'export' order by id desc")
      .bind(advisor.id)
      .first<Record<string, unknown>>();
    expect(audit).toEqual({ detail: JSON.stringify({ filters: "source=form", searched: true, columns: "technical" }) });
  });

  it("streams an export of several pages, filtered and searched: every lead once, newest first, equal times ordered by id", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    // 1,203 ready chat leads, three to a creation time: pages of 500 end inside a run of equal times.
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < 1203)
       insert into leads (id, first_name, email, phone_digits, lead_source, ready_to_talk, created_at, last_requested_at)
       select printf('page-${tag}-%04d', i), 'Page${tag}', 'page' || i || '@example.com', printf('415555%04d', i), 'chatbot', 1,
              strftime('%Y-%m-%dT%H:%M:%fZ', '2026-11-20T12:00:00Z', '-' || (i / 3) || ' minutes'), '2026-11-20T12:00:00Z'
       from n`,
    ).run();
    const response = await get(`/admin/api/leads.csv?q=page${tag}&source=chat&ready=yes&from=2026-11-01`, { cookie });
    expect(response.status).toBe(200);
    const ids = (await response.text())
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[0]);
    const expected = Array.from({ length: 1203 }, (_, k) => k + 1)
      .sort((a, b) => Math.floor(a / 3) - Math.floor(b / 3) || b - a)
      .map((i) => `page-${tag}-${String(i).padStart(4, "0")}`);
    expect(ids).toEqual(expected);
  });

  it("reads each page after the first as a range of the creation index, never from the newest lead down", async () => {
    const after = { createdAt: "2026-11-20T12:00:00.000Z", id: "some-lead" };
    for (const filters of [{ source: "form" as const }, {}]) {
      const steps = await queryPlan(csvPageQuery(database(env.DB), await leadsWhere(env, filters, advisor.id), after, 500));
      expect(steps, JSON.stringify(filters)).toMatch(readsIndex("leads", "leads_created_at_idx"));
      expect(steps, JSON.stringify(filters)).not.toMatch(/SCAN leads/);
    }
  });

  it("exports Mine: the leads assigned to the advisor who asks", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const other = await addAdvisor();
    await addLead({ firstName: `Mine${tag}`, assignedAdvisorId: advisor.id });
    await addLead({ firstName: `Theirs${tag}`, assignedAdvisorId: other.id });
    const text = await (await get("/admin/api/leads.csv?assigned=mine", { cookie })).text();
    expect(text).toContain(`Mine${tag}`);
    expect(text).not.toContain(`Theirs${tag}`);
  });

  it("answers 400 with field messages for bad filters", async () => {
    const response = await get("/admin/api/leads.csv?source=fax&assigned=everyone", { cookie });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json<{ fields: Record<string, string> }>()).fields)).toEqual(
      expect.arrayContaining(["source", "assigned"]),
    );
  });
});

describe("dealer quote", () => {
  it("streams the quote inline with its type, and 404 when there is none", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const path = `dealer-quotes/test${crypto.randomUUID().slice(0, 8)}_1.png`;
    await env.UPLOADS.put(path, png, { httpMetadata: { contentType: "image/png" } });
    const id = await addLead({ dealerQuoteImagePath: path, hasDealerQuote: true });
    const response = await get(`/admin/api/leads/${id}/quote`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    expect((await get(`/admin/api/leads/${await addLead()}/quote`, { cookie })).status).toBe(404);
    expect((await get("/admin/api/leads/missing/quote", { cookie })).status).toBe(404);
  });
});
