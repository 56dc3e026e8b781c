import { env, SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ADVISOR_FORM_MESSAGES } from "#app/domain/admin/advisor-form-messages";
import { SPANISH_LINE_KEY } from "#app/domain/admin/spanish-line";
import { accountAction } from "#app/routes/admin/account.server";
import { leadPage } from "#app/routes/admin/lead.server";
import { leadsPage } from "#app/routes/admin/leads.server";
import { database } from "#worker/db/client";
import { advisorOf, envOf, requireAdvisor } from "#app/routes/admin/advisor.server";
import { myDay, spanishQueries } from "#worker/services/admin/my-day.server";
import { d1Spy } from "#tests/workers/d1-spy";
import { uniquePhone } from "#tests/workers/helpers";
import {
  addAdvisor,
  addLead,
  dbRows,
  formRequest,
  PAGE,
  pageContext,
  queryPlan,
  readsIndex,
  sessionCookie,
  settle,
  type TestAdvisor,
} from "./admin-helpers";

// The lead's language for the advisor: the list's badge data and filter, the advisors'
// languages (account page, audited), My day's Spanish leads first, the suggestions and the cached
// "Hablamos español" flag.

afterEach(() => vi.restoreAllMocks());

let me: TestAdvisor;
beforeAll(async () => {
  me = await addAdvisor({ name: "Lucía Asesora" });
});

const setLanguages = (advisor: TestAdvisor, languages: string[]) => {
  const body = new URLSearchParams([["intent", "languages"], ...languages.map((l) => ["languages", l])]);
  return settle(accountAction(new Request(`${PAGE}/admin/account`, { method: "POST", body }), pageContext(advisor)));
};
/**
 * My day's data as the signed-in advisor's page gets it: the admin gate reads the advisor, languages
 * included, from their session; My day then reads leads only, never the advisor's row again.
 */
async function myDayAs(advisor: TestAdvisor, now: Date) {
  const request = new Request(`${PAGE}/admin/my-day`, { headers: { cookie: await sessionCookie(advisor) } });
  const url = new URL(request.url);
  const spy = d1Spy();
  const context = pageContext(null, { ...env, DB: spy.db });
  const advisorReads = () => spy.statements.filter((statement) => /from "advisors"/.test(statement.sql)).length;
  let day: Awaited<ReturnType<typeof myDay>> | null = null;
  await requireAdvisor({ request, url, pattern: url.pathname, params: {}, context }, async () => {
    const before = advisorReads();
    expect(before, "the gate reads the advisor").toBeGreaterThan(0);
    day = await myDay(envOf(context), advisorOf(context), now);
    expect(advisorReads(), "My day read the advisor again").toBe(before);
    return new Response("page");
  });
  if (!day) throw new Error("the admin gate refused the advisor");
  return day as Awaited<ReturnType<typeof myDay>>;
}
const list = (query: string) => leadsPage(new Request(`${PAGE}/admin?${query}`), pageContext(me));
const callable = (values: Parameters<typeof addLead>[0] = {}) => addLead({ phone: "4155550199", phoneDigits: uniquePhone(), ...values });

describe("the leads list by language", () => {
  it("filters by the language the visitor asked in, and carries it for the badge", async () => {
    const tag = `Lang${crypto.randomUUID().slice(0, 6)}`;
    const spanish = await addLead({ firstName: tag, language: "es" });
    const english = await addLead({ firstName: tag });
    const es = await list(`q=${tag}&language=es`);
    expect(es.rows.map((row) => [row.id, row.language])).toEqual([[spanish, "es"]]);
    const en = await list(`q=${tag}&language=en`);
    expect(en.rows.map((row) => row.id)).toEqual([english]);
    expect((await list(`q=${tag}`)).rows).toHaveLength(2);
    // An unknown language is shown as the filter's error; the list then shows everything.
    const refused = await list(`q=${tag}&language=fr`);
    expect(Object.keys(refused.errors)).toContain("language");
  });

  it("filters the CSV export the same way", async () => {
    const tag = `Csv${crypto.randomUUID().slice(0, 6)}`;
    await addLead({ firstName: tag, language: "es" });
    await addLead({ firstName: tag });
    const response = await SELF.fetch(`${PAGE}/admin/api/leads.csv?q=${tag}&language=es`, {
      headers: { cookie: await sessionCookie(me) },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split("\n");
    expect(lines).toHaveLength(2);
  });
});

describe("an advisor's languages", () => {
  it("are set on the account page, audited, and refresh the Spanish-line flag at once", async () => {
    const advisor = await addAdvisor();
    expect(await setLanguages(advisor, ["es", "en"])).toMatchObject({ status: 302 });
    expect(await dbRows("select languages from advisors where id = ?", advisor.id)).toEqual([{ languages: '["en","es"]' }]);
    expect(await dbRows("select action, lead_id, detail from advisor_actions where advisor_id = ?", advisor.id)).toEqual([
      { action: "languages", lead_id: null, detail: '{"languages":["en","es"]}' },
    ]);
    expect(await env.CACHE.get(SPANISH_LINE_KEY)).toBe("true");
  });

  it("need at least one language", async () => {
    const advisor = await addAdvisor();
    expect(await setLanguages(advisor, [])).toMatchObject({
      status: 400,
      data: { fields: { languages: ADVISOR_FORM_MESSAGES.languagesNeeded } },
    });
    expect(await setLanguages(advisor, ["fr"])).toMatchObject({ status: 400 });
    expect(await dbRows("select languages from advisors where id = ?", advisor.id)).toEqual([{ languages: '["en"]' }]);
  });
});

describe("My day and the suggestions for a Spanish lead", () => {
  const now = new Date("2026-11-23T22:00:00.000Z");

  it("puts the Spanish leads first for an advisor who speaks Spanish, and only for them", async () => {
    await env.DB.prepare("delete from leads").run();
    const oldest = await callable({ createdAt: "2026-11-23T16:00:00.000Z" });
    const spanish = await callable({ createdAt: "2026-11-23T18:00:00.000Z", language: "es" });
    const newest = await callable({ createdAt: "2026-11-23T20:00:00.000Z" });
    const dueSpanish = await callable({ nextCallbackAt: "2026-11-23T19:00:00.000Z", status: "contacted", language: "es" });
    const dueEnglish = await callable({ nextCallbackAt: "2026-11-23T17:00:00.000Z", status: "contacted" });

    const speaker = await addAdvisor();
    await setLanguages(speaker, ["en", "es"]);
    const theirs = await myDayAs(speaker, now);
    expect(theirs.spanishFirst).toBe(true);
    expect(theirs.requests.map((lead) => lead.id)).toEqual([spanish, oldest, newest]);
    expect(theirs.callbacks.map((lead) => lead.id)).toEqual([dueSpanish, dueEnglish]);
    expect(theirs).toMatchObject({ requestsTotal: 3, callbacksTotal: 2 });

    const other = await addAdvisor();
    const plain = await myDayAs(other, now);
    expect(plain.spanishFirst).toBe(false);
    expect(plain.requests.map((lead) => lead.id)).toEqual([oldest, spanish, newest]);
    expect(plain.callbacks.map((lead) => lead.id)).toEqual([dueEnglish, dueSpanish]);
  });

  it("reads the Spanish requests from the (language, queue, latest request) index, in order, with no sort", async () => {
    const steps = await queryPlan(spanishQueries(database(env.DB), me.id, now).requests);
    expect(steps).toMatch(readsIndex("leads", "leads_language_queue_requested_idx"));
    expect(steps).not.toMatch(/TEMP B-TREE/);
  });

  it("gives the lead page the lead's language and each advisor's languages, for the suggestions and the §1632 reminder", async () => {
    const speaker = await addAdvisor({ name: "Ana Habla" });
    await setLanguages(speaker, ["es"]);
    const id = await addLead({ language: "es" });
    const page = await leadPage(id, pageContext(me));
    expect(page.lead.language).toBe("es");
    expect(page.advisors.find((advisor) => advisor.id === speaker.id)?.languages).toEqual(["es"]);
  });
});

it("the account form posts as a plain form too", async () => {
  const advisor = await addAdvisor();
  const request = formRequest("/admin/account", { intent: "languages", languages: "es" });
  expect(await settle(accountAction(request, pageContext(advisor)))).toMatchObject({ status: 302 });
  expect(await dbRows("select languages from advisors where id = ?", advisor.id)).toEqual([{ languages: '["es"]' }]);
});
