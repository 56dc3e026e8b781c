import { env, SELF } from "cloudflare:test";
import { getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dataPage } from "#app/routes/buyer-data.server";
import { buyerHomeLoader } from "#app/routes/buyer-home.server";
import * as schema from "#worker/db/schema";
import { NOBODYS, PERSON_ROWS, personRows, personScope } from "#worker/services/buyers/person-rows.server";
import { addressClaim } from "#worker/services/email/address-cap.server";
import { addAdvisor, dbRows, PAGE, pageContext, postLeadForm, settle, type TestAdvisor } from "#tests/workers/admin/admin-helpers";
import { NEW_WITH_ADD_ONS, quotePdf } from "#tests/workers/quotes/quote-pdfs";
import { readUpload, storedUpload } from "#tests/workers/quotes/reading-helpers";
import { postJson, signedToken } from "#tests/workers/helpers";
import { addBuyer, openPage, page, postPage, tokenOf } from "./buyer-helpers";

// The right to know and to delete (/privacy, docs/decisions/052): the page's download holds every table's
// rows for the person and nobody else's, the list of tables read from the schema; deleting everything
// leaves only that a deletion happened.

afterEach(() => vi.restoreAllMocks());

let advisor: TestAdvisor;
beforeAll(async () => {
  advisor = await addAdvisor({ name: "Rosa Martinez" });
});

/**
 * A person with a row in every table a person can have one in: a form lead and a chat lead at one address
 * (the chat's quote read, lined, flagged and corrected), an advisor's status change, note and call, the
 * emails sent them, their address's daily count and their chat's strikes.
 */
async function personEverywhere(tag: string) {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const form = await addBuyer({ firstName: `Form${tag}` });
  const path = await storedUpload(await quotePdf(NEW_WITH_ADD_ONS), "application/pdf");
  const chatSession = crypto.randomUUID();
  const chat = await addBuyer({ email: form.email, leadSource: "chatbot", dealerQuoteImagePath: path, sessionId: chatSession });
  const { checkId } = await readUpload(path);
  await env.DB.prepare(
    "insert into quote_corrections (check_id, line_position, field, before, after, advisor_id) values (?, 0, 'amount', '1', '2', ?)",
  )
    .bind(checkId, advisor.id)
    .run();
  await postLeadForm({ intent: "status", leadId: form.id, status: "contacted" }, advisor);
  await postLeadForm({ intent: "note", leadId: form.id, body: `Wants a ${tag} RAV4` }, advisor);
  await postLeadForm({ intent: "call", leadId: chat.id, outcome: "no-answer" }, advisor);
  await env.DB.prepare("insert into email_sends (key, lead_id, kind) values (?, ?, 'lead-confirmation')")
    .bind(`lead-confirmation:${form.id}:2026-11-29`, form.id)
    .run();
  const { addressHash } = await addressClaim(env, "confirmation", form.email);
  await env.DB.prepare("insert into email_address_sends (address_hash, category, day) values (?, 'confirmation', '2026-11-29')")
    .bind(addressHash)
    .run();
  await env.DB.prepare("insert into chat_strikes (session_id, strikes) values (?, 1)").bind(chatSession).run();
  return { form, chat, path, checkId, chatSession, addressHash };
}

/** Every table of the drizzle schema, by its name in the database. */
const schemaTables = (): string[] => Object.values(schema).flatMap((value) => (is(value, SQLiteTable) ? [getTableName(value)] : []));

describe("the tables a person's rows are read from", () => {
  it("are the schema's: each table says how its rows are a person's, or whose they are not", () => {
    const named = [...Object.keys(PERSON_ROWS), ...Object.keys(NOBODYS)];
    expect(named.toSorted()).toEqual(
      Object.entries(schema)
        .filter(([, value]) => is(value, SQLiteTable))
        .map(([name]) => name)
        .toSorted(),
    );
  });

  it("are every table the database holds, but the name search's index, which keeps no text", async () => {
    const inDatabase = await dbRows<{ name: string }>(
      "select name from sqlite_master where type = 'table' " +
        "and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations'",
    );
    const others = inDatabase.map((row) => row.name).filter((name) => !schemaTables().includes(name));
    // lead_name_search is content-less FTS5 (migration 0015): trigrams and row keys, no name or address.
    expect(others.every((name) => name.startsWith("lead_name_search"))).toBe(true);
  });
});

describe("the download", () => {
  it("holds a row of every table a person has rows in, for this person alone", async () => {
    const me = await personEverywhere("mine");
    const other = await personEverywhere("theirs");
    const mine = await personRows(env, await personScope(env, me.form.id, "person"));
    const tables = Object.keys(mine.tables);
    expect(tables.toSorted()).toEqual(
      Object.values(PERSON_ROWS)
        .map(({ table }) => getTableName(table))
        .toSorted(),
    );
    const empty = tables.filter((table) => (mine.tables[table]?.length ?? 0) === 0);
    // A living person has no deletion yet; every other table holds their rows.
    expect(empty).toEqual(["lead_deletions"]);
    const text = JSON.stringify(mine);
    for (const theirs of [
      other.form.id,
      other.chat.id,
      other.form.email,
      other.checkId,
      other.chatSession,
      other.addressHash,
      "Formtheirs",
    ])
      expect(text).not.toContain(theirs);
    for (const ours of [me.form.id, me.chat.id, me.form.email, me.checkId, me.chatSession, me.addressHash, "Wants a mine RAV4"])
      expect(text).toContain(ours);
  });

  it("is the page's to give: a JSON file for its link, nothing for another token", async () => {
    const me = await personEverywhere("file");
    const token = await tokenOf(me.form);
    const answer = await SELF.fetch(`${PAGE}/api/buyers/data.json?token=${token}`);
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const body = await answer.json<{ tables: Record<string, unknown[]> }>();
    expect(body.tables.leads).toHaveLength(2);
    expect((await SELF.fetch(`${PAGE}/api/buyers/data.json?token=x`)).status).toBe(404);
  });

  it("of a chat lead that gave no address is that lead's alone", async () => {
    const alone = await addBuyer({ leadSource: "chatbot" });
    await env.DB.prepare("update leads set email = null where id = ?").bind(alone.id).run();
    await addBuyer();
    const scope = await personScope(env, alone.id, "person");
    expect(scope.leadIds).toEqual([alone.id]);
    expect(scope.addressHashes).toEqual([]);
  });
});

describe("a chat's link", () => {
  it("reaches its own lead alone: the address typed in the chat is nobody's proof, so its other leads stay out", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    // Someone else's form lead, then a chat that types its address.
    const victim = await addBuyer({ firstName: "Victim" });
    const created = await postJson("/api/chat/leads", {
      sessionId: `s${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`,
      answers: { name: "Mallory", zipCode: "94105", vehicleType: "new", email: victim.email },
      conversation: [],
      formToken: await signedToken(),
      honeypot: "",
    });
    const chat = await created.json<{ id: string; page: string }>();
    const token = chat.page.slice("/my/".length);
    expect(page((await openPage(token)).view).reach).toBe("lead");
    const download = await (await SELF.fetch(`${PAGE}/api/buyers/data.json?token=${token}`)).json<{ tables: Record<string, unknown[]> }>();
    expect(download.tables.leads?.map((row) => (row as { id: string }).id)).toEqual([chat.id]);
    // Not even that the address is someone's here: the chat's lead was linked to the victim's as one person.
    expect(await dbRows("select person_id from leads where id = ?", chat.id)).toEqual([{ person_id: victim.id }]);
    expect(JSON.stringify(download)).not.toContain(victim.id);
    expect(JSON.stringify(download)).not.toContain("Victim");
    expect(download.tables.email_address_sends).toEqual([]);
    const data = await settle(dataPage(new Request(`${PAGE}/my/${token}/data`), token, pageContext()));
    expect(JSON.stringify(data.data)).not.toContain(victim.id);

    expect((await postPage(token, { intent: "delete", confirm: "yes" })).status).toBe(303);
    expect(await dbRows("select id from leads where id in (?, ?)", victim.id, chat.id)).toEqual([{ id: victim.id }]);
    // The link the address's owner is emailed still reaches everything held at it.
    expect((await openPage(await tokenOf(victim))).view?.kind).toBe("page");
  });
});

describe("deleting everything", () => {
  it("takes one confirmation, then deletes every row of the person's, their quotes' files, and leaves only that it happened", async () => {
    const me = await personEverywhere("gone");
    const other = await personEverywhere("kept");
    const token = await tokenOf(me.form);
    const scope = await personScope(env, me.form.id, "person");

    const unconfirmed = await postPage(token, { intent: "delete" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.view?.kind === "page" && unconfirmed.view.problem).toEqual({
      form: "delete",
      problem: "confirm-delete",
      fields: {},
    });

    const deleted = await postPage(token, { intent: "delete", confirm: "yes" });
    expect(deleted.status).toBe(303);
    const location = deleted.headers.get("location") ?? "";
    expect(location).toMatch(/^\/my\?deleted=/);

    const left = await personRows(env, scope);
    for (const [table, rows] of Object.entries(left.tables)) if (table !== "lead_deletions") expect(rows, table).toEqual([]);
    expect(left.tables.lead_deletions?.map((row) => [row.lead_id, row.reason, row.advisor_id])).toEqual(
      expect.arrayContaining([
        [me.form.id, "buyer", null],
        [me.chat.id, "buyer", null],
      ]),
    );
    expect(JSON.stringify(left.tables.lead_deletions)).not.toContain(me.form.email);
    expect(await env.UPLOADS.head(me.path)).toBeNull();
    expect(await dbRows("select id from leads where id in (?, ?)", other.form.id, other.chat.id)).toHaveLength(2);
    expect(await env.UPLOADS.head(other.path)).not.toBeNull();

    // The link then says it does not work; the page the deletion sent the browser to says it happened.
    expect((await openPage(token)).view).toMatchObject({ kind: "none", problem: "invalid" });
    const home = await settle(buyerHomeLoader(new Request(`${PAGE}${location}`), pageContext()));
    expect(home.data).toMatchObject({ home: { state: "deleted" } });
    const forged = await settle(buyerHomeLoader(new Request(`${PAGE}/my?deleted=1.abc.def`), pageContext()));
    expect(forged.data).toMatchObject({ home: { state: "ask" } });
  });
});
