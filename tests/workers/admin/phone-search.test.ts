import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { leadsPage } from "#app/routes/admin/leads.server";
import { database } from "#worker/db/client";
import { leadRequests } from "#worker/db/schema";
import { uniquePhone } from "#tests/workers/helpers";
import { addAdvisor, addLead, PAGE, pageContext, type TestAdvisor } from "./admin-helpers";

// The phone search (docs/decisions/044 and 054): the leads whose own phone it is, from the area code or
// by its last seven digits, and those one of whose requests gave it. Each lead is found once, however
// many of its phones match, on the page, in its total and in either order.

let me: TestAdvisor;
beforeAll(async () => {
  me = await addAdvisor({ name: "Me Advisor" });
});

// Monday 23 Nov 2026, 2pm Pacific.
const now = new Date("2026-11-23T22:00:00.000Z");
const page = (query: string) => leadsPage(new Request(`${PAGE}/admin?${query}`), pageContext(me), now);
const ids = async (query: string) => (await page(query)).rows.map((row) => row.id);

/** A six-digit prefix no test phone shares: uniquePhone's area codes start at 200, this one at 1. */
const freshPrefix = () =>
  `1${String(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0)
    .padStart(5, "0")
    .slice(-5)}`;

const addRequest = (leadId: string, phoneDigits: string | null) =>
  database(env.DB)
    .insert(leadRequests)
    .values({ leadId, source: "landing_page_cta", phone: phoneDigits, phoneDigits })
    .returning({ id: leadRequests.id })
    .then(([row]) => row?.id ?? 0);

describe("the phone search", () => {
  it("finds each lead once, by its own phone or a request's: on the page, in its total, in either order", async () => {
    const prefix = freshPrefix();
    const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T17:00:00.000Z`;
    // Its own phone and a request's share the prefix: found by both arms' conditions, counted once.
    const both = await addLead({ phoneDigits: `${prefix}0001`, createdAt: at(10) });
    await addRequest(both, `${prefix}0001`);
    await addRequest(both, `${prefix}0002`);
    // Found only by a request's phone: its own is elsewhere.
    const byRequest = await addLead({ phoneDigits: uniquePhone(), createdAt: at(12) });
    await addRequest(byRequest, `${prefix}0003`);
    const own = await addLead({ phoneDigits: `${prefix}0004`, createdAt: at(14) });

    const found = await page(`q=${prefix}`);
    expect(found.rows.map((row) => row.id)).toEqual([own, byRequest, both]);
    expect(found).toMatchObject({ total: 3, more: false, overdue: null });
    expect(await ids(`q=${prefix}&sort=oldest`)).toEqual([both, byRequest, own]);

    expect(await ids(`q=${prefix}0002`)).toEqual([both]);
    expect(await ids(`q=${encodeURIComponent(`(${prefix.slice(0, 3)}) ${prefix.slice(3)}-0003`)}`)).toEqual([byRequest]);
    expect(await ids(`q=${prefix}0005`)).toEqual([]);
    // The list's filters hold of the leads a request's phone finds too.
    await env.DB.prepare("update leads set assigned_advisor_id = ? where id = ?").bind(me.id, byRequest).run();
    expect(await ids(`q=${prefix}&assigned=mine`)).toEqual([byRequest]);
    expect(await ids(`q=${prefix}&assigned=none`)).toEqual([own, both]);
  });
});

describe("a phone by its last seven digits", () => {
  it("finds a number without its area code, by its own phone or a request's, and one that begins with them too, once each", async () => {
    // Seven digits no other test's phone ends or begins with: their exchanges start at 200, this one at 1.
    const local = freshPrefix().padEnd(7, "0");
    const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T17:00:00.000Z`;
    const sanFrancisco = await addLead({
      phone: `(415) ${local.slice(0, 3)}-${local.slice(3)}`,
      phoneDigits: `415${local}`,
      createdAt: at(10),
    });
    const losAngeles = await addLead({ phoneDigits: `213${local}`, createdAt: at(11) });
    // Its own phone is elsewhere; a request gave the number.
    const byRequest = await addLead({ phoneDigits: uniquePhone(), createdAt: at(12) });
    await addRequest(byRequest, `310${local}`);
    // Both its own phone and a request's end with the digits: found once.
    const both = await addLead({ phoneDigits: `707${local}`, createdAt: at(13) });
    await addRequest(both, `916${local}`);
    // The digits from the area code: a number that begins with them.
    const begins = await addLead({ phoneDigits: `${local}555`, createdAt: at(14) });
    await addLead({ phoneDigits: `415${local.slice(0, 6)}9`, createdAt: at(15) });

    const typed = `${local.slice(0, 3)}-${local.slice(3)}`;
    const found = await page(`q=${typed}`);
    expect(found.rows.map((row) => row.id)).toEqual([begins, both, byRequest, losAngeles, sanFrancisco]);
    expect(found.total).toBe(5);
    expect(await ids(`q=${local}&sort=oldest`)).toEqual([sanFrancisco, losAngeles, byRequest, both, begins]);
    expect(await ids(`q=${encodeURIComponent(`(415) ${typed}`)}`)).toEqual([sanFrancisco]);
    await env.DB.prepare("update leads set assigned_advisor_id = ? where id = ?").bind(me.id, byRequest).run();
    expect(await ids(`q=${typed}&assigned=mine`)).toEqual([byRequest]);
  });
});

describe("a phone made the lead's main one", () => {
  it("still finds the lead by the phone it replaced, which a request keeps, and by the new one", async () => {
    const [first, second] = [uniquePhone(), uniquePhone()];
    const lead = await addLead({ phoneDigits: first });
    await addRequest(lead, first);
    await addRequest(lead, second);
    await env.DB.prepare("update leads set phone_digits = ? where id = ?").bind(second, lead).run();
    expect(await ids(`q=${first}`)).toEqual([lead]);
    expect(await ids(`q=${second}`)).toEqual([lead]);
    // A chat that gave its phone on a request before its lead had one.
    const chat = await addLead({ leadSource: "chatbot", phoneDigits: null });
    const third = uniquePhone();
    await addRequest(chat, third);
    expect(await ids(`q=${third}`)).toEqual([chat]);
    expect(await ids(`q=${third.slice(3)}`)).toEqual([chat]);
  });
});

describe("a search's count", () => {
  it("stops one past the cap: more than 100 leads, page on while pages are full", async () => {
    const prefix = freshPrefix();
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < 120)
       insert into leads (id, first_name, phone_digits, lead_source, created_at, last_requested_at)
       select ?1 || '-' || i, 'Many', ?1 || printf('%04d', i), 'landing_page_cta', ?2, ?2 from n`,
    )
      .bind(prefix, "2026-11-20T17:00:00.000Z")
      .run();
    expect(await page(`q=${prefix}`)).toMatchObject({ total: 100, more: true, page: 1, pages: 2 });
    expect(await page(`q=${prefix}&page=3`)).toMatchObject({ total: 100, more: true, page: 3, pages: 3 });
    expect(await page(`q=${prefix}0001`)).toMatchObject({ total: 1, more: false, pages: 1 });
  });
});
