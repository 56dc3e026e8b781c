import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BROAD_SEARCH_INDEX_ROWS } from "#app/domain/admin/name-search";
import { SEARCH_COUNT_CAP } from "#app/domain/admin/search-query";
import { database } from "#worker/db/client";
import { leadsCsv } from "#worker/services/admin/csv.server";
import { listQueries } from "#worker/services/admin/lead-list.server";
import { leadsWhere } from "#worker/services/admin/lead-search.server";
import { leadsPageData } from "#worker/services/admin/leads-page.server";
import { addLead, dbRows, queryPlan, readsIndex } from "./admin-helpers";

// A name search that matches most leads ("Lead" in the bench's data, "gmail" in real data) would read
// every matching row of the trigram index and ask each whether it holds the text, past D1's time limit
// at a million leads. Past BROAD_SEARCH_INDEX_ROWS rows it walks the leads in the list's order instead,
// each page stopping when full and each count one past the cap (docs/decisions/035), asking each lead's
// folded rows (docs/decisions/044). Same leads as LIKE, which reads an ASCII name as the fold does.

const ME = 1;
const db = () => database(env.DB);
const tag = "Wideq";
/** One more lead than the index bound: each lead is one row of the index, so the search is broad. */
const MANY = BROAD_SEARCH_INDEX_ROWS + 1;
const now = new Date("2026-11-27T20:00:00.000Z");

/** The plain LIKE of the search before the index, in the list's order: the reference for an ASCII query. */
async function reference(q: string) {
  const like = `(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ?1 or email like ?2`;
  const requestLike = like.replaceAll(/\b(first_name|last_name|email)\b/g, "lead_requests.$1");
  const rows = await dbRows<{ id: string }>(
    `select id from leads where ${like} or id in (select lead_id from lead_requests where ${requestLike})
     order by last_requested_at desc, id desc`,
    `%${q}%`,
    `%${q.toLowerCase()}%`,
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  // Uncalled new leads with a phone, requested days before `now`: every one overdue, spread over 30 days.
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     insert into leads (id, first_name, last_name, email, phone, phone_digits, lead_source, status,
                        created_at, updated_at, last_requested_at)
     select printf('wide-%05d', i), '${tag}' || i, 'Person', 'wide' || i || '@example.com',
            printf('415%07d', i), printf('415%07d', i), 'landing_page_cta', 'new', t, t, t
     from (select i, strftime('%Y-%m-%dT%H:%M:%fZ', '2026-11-20T12:00:00Z', '-' || (i * 7) || ' minutes') as t from n)`,
  )
    .bind(MANY)
    .run();
  // A lead found by its request's name only, and one found by neither.
  const byRequest = await addLead({ firstName: "Other", lastName: "Name", lastRequestedAt: "2026-11-21T00:00:00.000Z" });
  await env.DB.prepare("insert into lead_requests (lead_id, source, first_name, last_name) values (?1, 'chatbot', ?2, 'Later')")
    .bind(byRequest, `${tag}Req`)
    .run();
  await addLead({ firstName: "Nobody", lastName: "Else" });
  await addLead({ firstName: "Qx", lastName: "Rare" });
});

/** The plan of the page's rows under the search `q`. */
const rowsPlan = async (q: string) => queryPlan(listQueries(db(), { q, page: 1 }, ME, await leadsWhere(env, { q }, ME)).rows);

describe("a name search matching most leads", () => {
  it("is broad past the index bound, and under three characters; a rare name reads the index", async () => {
    for (const q of [tag, "Qx"]) expect(await rowsPlan(q), q).not.toMatch(/lead_name_search/);
    for (const q of ["wide1", `${tag}123`]) expect(await rowsPlan(q), q).toMatch(/lead_name_search/);
  });

  it("lists the same leads as the plain LIKE, page by page in the list's order", async () => {
    const expected = await reference(tag);
    expect(expected).toHaveLength(MANY + 1);
    for (const page of [1, 2]) {
      const rows = await listQueries(db(), { q: tag, page }, ME, await leadsWhere(env, { q: tag }, ME)).rows;
      expect(rows.map((row) => row.id)).toEqual(expected.slice((page - 1) * 50, page * 50));
    }
    // The lead found by its request's name is in the first page (it asked latest).
    expect((await listQueries(db(), { q: tag, page: 1 }, ME, await leadsWhere(env, { q: tag }, ME)).rows)[0]?.firstName).toBe("Other");
  });

  it("walks the list's index to one page, never the trigram index, and counts to one past the cap", async () => {
    const queries = listQueries(db(), { q: tag, page: 1 }, ME, await leadsWhere(env, { q: tag }, ME));
    const rows = await queryPlan(queries.rows);
    // The page's walk in the list's order, stopping at 50; the one sort is of those 50 rows.
    expect(rows).toMatch(readsIndex("leads", "leads_last_requested_idx"));
    expect(rows).toMatch(readsIndex("lead_search_rows", "lead_search_rows_lead_request_idx"));
    expect(rows).not.toMatch(/lead_name_search/);
    expect(rows.match(/TEMP B-TREE/g)).toHaveLength(1);
    expect(queries.total.toSQL().sql).toMatch(/limit \?\)/);
    expect(await queryPlan(queries.total)).not.toMatch(/lead_name_search/);
    expect((await queries.total)[0]?.n).toBe(SEARCH_COUNT_CAP + 1);
  });

  it("says more than the cap for the total, goes on while pages are full, and counts exactly under the cap", async () => {
    const broad = await leadsPageData(env, { q: tag, page: 3 }, ME, now);
    expect(broad).toMatchObject({ total: SEARCH_COUNT_CAP, more: true, page: 3, pages: 4, overdue: null });
    const rare = await leadsPageData(env, { q: "Qx", page: 1 }, ME, now);
    expect(rare).toMatchObject({ total: 1, more: false, pages: 1 });
    expect(rare.rows.map((row) => row.lastName)).toEqual(["Rare"]);
  });

  it("exports every matching lead, as the plain LIKE finds them", async () => {
    const text = await new Response(await leadsCsv(env, { q: tag, page: 1 }, ME)).text();
    const ids = text
      .split("\r\n")
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(",")[0]);
    expect(ids.sort()).toEqual((await reference(tag)).sort());
  });
});
