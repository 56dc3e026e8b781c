import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../../worker/db/client";
import { leadRequests, leads } from "../../../worker/db/schema";
import { nameSearchMatch } from "~/domain/admin/name-search";
import { listQueries } from "../../../worker/services/admin/lead-list.server";
import { searchWay } from "../../../worker/services/admin/lead-query.server";
import { addLead, dbRows, queryPlan } from "./admin-helpers";
import { eq } from "drizzle-orm";

// The name search at a million leads (issue 21, item 10; docs/decisions/032): from three characters on
// it reads the trigram index lead_name_search, and finds exactly the leads the LIKE walk of every lead and
// request finds (the search before the index, kept here as the reference): ASCII case folded, any other
// case and accents kept as typed, a part from the middle of a name, a request's name, LIKE's wildcards
// and FTS5's quotes as plain characters, and two characters by the walk.

const ME = 1;
const db = () => database(env.DB);

/** The leads the list finds for `q` (ids, sorted), all of them on one page. */
async function found(q: string) {
  const rows = await listQueries(db(), { q, page: 1 }, ME, await searchWay(env, { q })).rows;
  return rows.map((row) => row.id).sort();
}

/** The search before the trigram index: LIKE over every lead's and every request's name and email. */
async function reference(q: string) {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const like = (table: string) =>
    `(coalesce(${table}.first_name, '') || ' ' || coalesce(${table}.last_name, '')) like ?1 escape '\\'
     or ${table}.email like ?2 escape '\\'`;
  const rows = await dbRows<{ id: string }>(
    `select id from leads where ${like("leads")} or id in (select lead_id from lead_requests where ${like("lead_requests")})`,
    `%${escaped}%`,
    `%${escaped.toLowerCase()}%`,
  );
  return rows.map((row) => row.id).sort();
}

const names: Record<string, Partial<typeof leads.$inferInsert>> = {
  jose: { firstName: "José", lastName: "Núñez", email: "jose.nunez@example.com" },
  joseUpper: { firstName: "JOSÉ", lastName: "NÚÑEZ", email: "jn@example.com" },
  ann: { firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
  zoe: { firstName: "Zoë", lastName: "O'Brien", email: "zoe@example.com" },
  li: { firstName: "Li", lastName: null, email: null },
  mary: { firstName: "Mary-Jane", lastName: "Watson", email: "mj@example.com" },
  percent: { firstName: "Pct%_Name", lastName: "Odd", email: "odd@example.com" },
  quoted: { firstName: 'Say "Hi"', lastName: "Smith", email: "say@example.com" },
  bob: { firstName: "Bob", lastName: "Stone", email: "bob@nunezco.com" },
  omer: { firstName: "Ömer", lastName: "Çelik", email: "omer@example.com" },
  strauss: { firstName: "Johann", lastName: "Strauß", email: "strauss@example.com" },
};
const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const [key, values] of Object.entries(names)) ids[key] = await addLead(values);
  // Mary asked again under another name and address: the search finds her by the request's.
  await db()
    .insert(leadRequests)
    .values({ leadId: ids.mary ?? "", source: "landing_page_cta", firstName: "Mary", lastName: "Parker", email: "mj.parker@mail.test" });
});

describe("the name search by trigrams", () => {
  it("finds the same leads as the LIKE walk of every lead and request", async () => {
    const queries = [
      "josé",
      "JOSÉ",
      "José",
      "úñe",
      "ÚÑE",
      "nez",
      "NEZ",
      "ez",
      "ann lee",
      "nn L",
      "ANN",
      "parker",
      "Mary P",
      "%_N",
      "pct%",
      '"Hi"',
      'y "H',
      "nunezco",
      "ömer",
      "ÖMER",
      "strauss",
      "Strauß",
      "STRAUSS",
      "Li",
      "o'b",
      "example.c",
      "zzzz",
      "Lee Ann",
      "lee ann",
    ];
    for (const q of queries) expect(await found(q), q).toEqual(await reference(q));
  });

  it("holds ASCII's case alone together, as LIKE does: accents and other letters' case as typed", async () => {
    const sorted = (...keys: string[]) => keys.map((key) => ids[key]).sort();
    expect(await found("josé")).toEqual(sorted("jose"));
    expect(await found("JOSÉ")).toEqual(sorted("joseUpper"));
    expect(await found("ñe")).toEqual(sorted("jose"));
    expect(await found("úñe")).toEqual(sorted("jose"));
    // "nez" is in no name (Núñez holds ñez): in José's and Bob's addresses.
    expect(await found("nez")).toEqual(sorted("jose", "bob"));
    expect(await found("ÑEZ")).toEqual(sorted("joseUpper"));
    expect(await found("mary p")).toEqual(sorted("mary"));
    expect(await found('"hi" s')).toEqual(sorted("quoted"));
    expect(await found("T%_n")).toEqual(sorted("percent"));
  });

  it("asks LIKE of what the index finds: the index holds no positions, and finds trigrams apart", async () => {
    // "Ann Lee ann@example.com" holds every trigram of "Lee Ann" (across the name and the address), not the text.
    const indexed = await dbRows<{ lead_id: string }>(
      `select lead_id from lead_search_rows where key in (select rowid from lead_name_search where lead_name_search match ?)`,
      nameSearchMatch("Lee Ann"),
    );
    expect(indexed.map((row) => row.lead_id)).toContain(ids.ann);
    expect(await found("Lee Ann")).toEqual([]);
  });

  it("reads the trigram index from three characters on, and walks the leads under three", async () => {
    const plan = async (q: string) => queryPlan(listQueries(db(), { q, page: 1 }, ME, await searchWay(env, { q })).rows);
    for (const q of ["nez", "Bench4242"]) {
      const steps = await plan(q);
      expect(steps, q).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
      expect(steps, q).toMatch(/lead_name_search/);
      expect(steps, q).not.toMatch(/SCAN leads\b/);
      expect(steps, q).not.toMatch(/SCAN lead_requests\b/);
    }
    expect(await plan("ez")).not.toMatch(/lead_name_search/);
  });

  it("follows a changed name, a new request and a deleted lead", async () => {
    const id = await addLead({ firstName: "Gwendolyn", lastName: "Pryce", email: "gp@example.com" });
    expect(await found("wendol")).toEqual([id]);
    await db().update(leads).set({ firstName: "Gwen" }).where(eq(leads.id, id));
    expect(await found("wendol")).toEqual([]);
    expect(await found("gwen pry")).toEqual([id]);
    await db().insert(leadRequests).values({ leadId: id, source: "chatbot", firstName: "Guinevere", email: "gp@example.com" });
    expect(await found("inever")).toEqual([id]);
    const indexed = async () => (await dbRows<{ n: number }>("select count(*) as n from lead_name_search"))[0]?.n;
    const stored = async () =>
      (await dbRows<{ n: number }>("select (select count(*) from leads) + (select count(*) from lead_requests) as n"))[0]?.n;
    expect(await indexed()).toBe(await stored());
    await db().delete(leads).where(eq(leads.id, id));
    expect(await found("inever")).toEqual([]);
    expect(await found("gwen pry")).toEqual([]);
    expect(await dbRows("select key from lead_search_rows where lead_id = ?", id)).toEqual([]);
    expect(await indexed()).toBe(await stored());
  });
});
