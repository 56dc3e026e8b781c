import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { nameSearchMatch } from "#app/domain/admin/name-search";
import { searchFold } from "#app/domain/admin/search-fold";
import { database } from "#worker/db/client";
import { leadRequests, leads } from "#worker/db/schema";
import { addNote } from "#worker/services/admin/leads.server";
import { listQueries } from "#worker/services/admin/lead-list.server";
import { leadsWhere } from "#worker/services/admin/lead-search.server";
import { addAdvisor, addLead, dbRows, queryPlan, readsIndex, scansTable } from "./admin-helpers";

// The name search (docs/decisions/032, 035 and 044): names, emails and notes found with or without
// accents and in any case. From three characters on it reads the trigram index, under three it walks
// the leads; either way it finds exactly the leads whose folded text holds the folded query, the
// reference below (searchFold over every lead's and request's name and email, and the lead's notes).

const ME = 1;
const db = () => database(env.DB);

/** The leads the list finds for `q` (ids, sorted), all of them on one page. */
async function found(q: string) {
  const rows = await listQueries(db(), { q, page: 1 }, ME, await leadsWhere(env, { q }, ME)).rows;
  return rows.map((row) => row.id).sort();
}

/** Every lead whose name, email, notes (the buyer's, the advisors', the calls'), or a request's name or email, holds `q`, folded. */
async function reference(q: string) {
  const texts = await dbRows<{ id: string; text: string }>(
    `select id, coalesce(first_name, '') || ' ' || coalesce(last_name, '') || char(10) || coalesce(email, '') || char(10) ||
            coalesce(notes, '') as text from leads
     union all
     select lead_id, coalesce(first_name, '') || ' ' || coalesce(last_name, '') || char(10) || coalesce(email, '') from lead_requests
     union all select lead_id, body from lead_notes
     union all select lead_id, note from call_attempts where note is not null`,
  );
  const folded = searchFold(q);
  return [...new Set(texts.filter((row) => searchFold(row.text).includes(folded)).map((row) => row.id))].sort();
}

const names: Record<string, Partial<typeof leads.$inferInsert>> = {
  jose: { firstName: "José", lastName: "Núñez", email: "jose.nunez@example.com" },
  joseUpper: { firstName: "JOSÉ", lastName: "NÚÑEZ", email: "jn@example.com" },
  joseLuis: { firstName: "Jose Luis", lastName: "Garcia", email: "jlg@example.com" },
  mariaJose: { firstName: "María José", lastName: "García", email: "mjgarcia@example.com" },
  maria: { firstName: "maria", lastName: "Lopez", email: "ml@example.com" },
  rosa: { firstName: "Rosa", lastName: "Díaz", email: "rosa.garcia@example.com", notes: "Mejor llamar después de las 5 p. m." },
  ann: { firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
  ana: { firstName: "Ana", lastName: "Nanda", email: "an@example.com" },
  zoe: { firstName: "Zoë", lastName: "O'Brien", email: "zoe@example.com" },
  li: { firstName: "Li", lastName: null, email: null },
  mary: { firstName: "Mary-Jane", lastName: "Watson", email: "mj@example.com" },
  percent: { firstName: "Pct%_Name", lastName: "Odd", email: "odd@example.com" },
  quoted: { firstName: 'Say "Hi"', lastName: "Smith", email: "say@example.com" },
  bob: { firstName: "Bob", lastName: "Stone", email: "bob@nunezco.com" },
  omer: { firstName: "Ömer", lastName: "Çelik", email: "omer@example.com" },
  strauss: { firstName: "Johann", lastName: "Strauß", email: "strauss@example.com" },
  decomposed: { firstName: "Rene\u0301", lastName: "Dupont", email: "rd@example.com" },
};
const ids: Record<string, string> = {};
const sorted = (...keys: string[]) => keys.map((key) => ids[key]).sort();

beforeAll(async () => {
  for (const [key, values] of Object.entries(names)) ids[key] = await addLead(values);
  // Mary asked again under another name and address: the search finds her by the request's.
  await db()
    .insert(leadRequests)
    .values({ leadId: ids.mary ?? "", source: "landing_page_cta", firstName: "Mary", lastName: "Parker", email: "mj.parker@mail.test" });
  const advisor = await addAdvisor();
  await addNote(env, advisor.id, ids.ann ?? "", "Habla español; prefiere WhatsApp");
});

describe("the name search, folded", () => {
  it("finds José, García and María with or without accents, in any case", async () => {
    const jose = sorted("jose", "joseUpper", "joseLuis", "mariaJose");
    for (const q of ["José", "Jose", "jose", "JOSE", "JOSÉ", "josé"]) expect(await found(q), q).toEqual(jose);
    // García in two names, and in Rosa's address only.
    const garcia = sorted("joseLuis", "mariaJose", "rosa");
    for (const q of ["García", "Garcia", "garcia", "GARCÍA"]) expect(await found(q), q).toEqual(garcia);
    const maria = sorted("mariaJose", "maria");
    for (const q of ["María", "Maria", "maria", "MARÍA"]) expect(await found(q), q).toEqual(maria);
    for (const q of ["Núñez", "nunez", "NUNEZ", "ÚÑE"]) expect(await found(q), q).toEqual(sorted("jose", "joseUpper", "bob"));
    expect(await found("maria jose garcia")).toEqual(sorted("mariaJose"));
  });

  it("finds a part of an email, and the notes: the buyer's and an advisor's", async () => {
    expect(await found("mjgarcía")).toEqual(sorted("mariaJose"));
    expect(await found("rosa.garcia@")).toEqual(sorted("rosa"));
    expect(await found("despues de las 5")).toEqual(sorted("rosa"));
    expect(await found("DESPUÉS")).toEqual(sorted("rosa"));
    expect(await found("espanol")).toEqual(sorted("ann"));
    expect(await found("Español")).toEqual(sorted("ann"));
  });

  it("finds the same leads as the folded text of every lead, request and note", async () => {
    const queries = [
      "josé",
      "Jose",
      "úñe",
      "nez",
      "ez",
      "ann lee",
      "nn L",
      "parker",
      "Mary P",
      "%_N",
      "pct%",
      '"Hi"',
      'y "H',
      "nunezco",
      "omer",
      "ÖMER",
      "celik",
      "strauss",
      "Strauß",
      "Li",
      "o'b",
      "example.c",
      "zzzz",
      "Lee Ann",
      "Anan",
      "René",
      "rene",
      "whatsapp",
      "p. m.",
      "zoe",
    ];
    for (const q of queries) expect(await found(q), q).toEqual(await reference(q));
  });

  it("asks each row the index finds whether it holds the text: the index holds no positions, and finds trigrams apart", async () => {
    // "ana nanda" holds both trigrams of "anan" (ana, nan), not the text.
    const indexed = await dbRows<{ lead_id: string }>(
      "select lead_id from lead_search_rows where key in (select rowid from lead_name_search where lead_name_search match ?)",
      nameSearchMatch(searchFold("Anan")),
    );
    expect(indexed.map((row) => row.lead_id)).toContain(ids.ana);
    expect(await found("Anan")).toEqual([]);
  });

  it("reads the trigram index from three characters on, accented or not, and walks the leads under three", async () => {
    const plan = async (q: string) => queryPlan(listQueries(db(), { q, page: 1 }, ME, await leadsWhere(env, { q }, ME)).rows);
    for (const q of ["nez", "José", "GARCÍA", "Bench4242"]) {
      const steps = await plan(q);
      expect(steps, q).toMatch(/SCAN lead_name_search VIRTUAL TABLE INDEX \d+:M/);
      expect(steps, q).not.toMatch(scansTable("leads"));
      expect(steps, q).not.toMatch(/SCAN lead_(requests|search_rows)\b/);
    }
    const short = await plan("ez");
    expect(short).not.toMatch(/lead_name_search/);
    expect(short).toMatch(readsIndex("lead_search_rows", "lead_search_rows_lead_request_idx"));
  });

  it("follows a changed name, a new request, a note and a deleted lead", async () => {
    const id = await addLead({ firstName: "Gwendolyn", lastName: "Pryce", email: "gp@example.com" });
    expect(await found("wendol")).toEqual([id]);
    await db().update(leads).set({ firstName: "Gwen" }).where(eq(leads.id, id));
    expect(await found("wendol")).toEqual([]);
    expect(await found("gwen pry")).toEqual([id]);
    await db().insert(leadRequests).values({ leadId: id, source: "chatbot", firstName: "Guinevère", email: "gp@example.com" });
    expect(await found("inevere")).toEqual([id]);
    await db().update(leads).set({ notes: "Quiere un híbrido" }).where(eq(leads.id, id));
    expect(await found("hibrido")).toEqual([id]);
    const indexed = async () => (await dbRows<{ n: number }>("select count(*) as n from lead_name_search"))[0]?.n;
    const stored = async () =>
      (await dbRows<{ n: number }>("select (select count(*) from leads) + (select count(*) from lead_requests) as n"))[0]?.n;
    expect(await indexed()).toBe(await stored());
    await db().delete(leads).where(eq(leads.id, id));
    expect(await found("inevere")).toEqual([]);
    expect(await found("gwen pry")).toEqual([]);
    expect(await dbRows("select key from lead_search_rows where lead_id = ?", id)).toEqual([]);
    expect(await indexed()).toBe(await stored());
  });
});
