import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { spanishWaitingSentence } from "#app/domain/admin/spanish-waiting";
import { dashboardPage } from "#app/routes/admin/dashboard.server";
import { database } from "#worker/db/client";
import { refreshSpanishLine, setAdvisorLanguages } from "#worker/services/advisors";
import { spanishWaitingQueries } from "#worker/services/admin/spanish-waiting.server";
import { addAdvisor, addLead, pageContext, queryPlan, readsIndex, type TestAdvisor } from "./admin-helpers";

// A Spanish lead nobody can serve in Spanish: while no enabled advisor speaks Spanish (the cached flag of
// "Hablamos español"), the dashboard counts the Spanish leads still new and names the longest waiting,
// with a link to them all.

let me: TestAdvisor;
beforeEach(async () => {
  me ??= await addAdvisor({ name: "Dana Operator" });
  await env.DB.prepare("update advisors set languages = '[\"en\"]'").run();
  await env.DB.prepare("delete from leads").run();
  await refreshSpanishLine(env);
});

const waiting = async () => (await dashboardPage(pageContext(me))).waitingInSpanish;

describe("Spanish leads with no Spanish-speaking advisor", () => {
  it("are counted on the dashboard with the longest waiting named, and only the new ones who asked in Spanish", async () => {
    const first = await addLead({ firstName: "Lucía", lastName: "Ramos", language: "es", lastRequestedAt: "2026-11-20T17:00:00.000Z" });
    const second = await addLead({ firstName: "Rosa", lastName: "Díaz", language: "es", lastRequestedAt: "2026-11-21T17:00:00.000Z" });
    await addLead({ firstName: "Called", language: "es", status: "contacted" });
    await addLead({ firstName: "English", language: "en" });
    expect(await waiting()).toEqual({
      count: 2,
      leads: [
        { id: first, firstName: "Lucía", lastName: "Ramos", email: expect.any(String), lastRequestedAt: "2026-11-20T17:00:00.000Z" },
        { id: second, firstName: "Rosa", lastName: "Díaz", email: expect.any(String), lastRequestedAt: "2026-11-21T17:00:00.000Z" },
      ],
    });
    expect(spanishWaitingSentence(2)).toBe(
      "2 leads who asked in Spanish are waiting, and no enabled advisor speaks Spanish. Ask an advisor who speaks " +
        "Spanish to tick it on their Account page, or enable one who does (npm run advisor:enable).",
    );
    expect(spanishWaitingSentence(1)).toMatch(/^1 lead who asked in Spanish is waiting/);
  });

  it("go from the dashboard once an enabled advisor speaks Spanish, and come back when that advisor is disabled", async () => {
    await addLead({ firstName: "Lucía", language: "es" });
    const speaker = await addAdvisor({ name: "Ana Asesora" });
    await setAdvisorLanguages(env, speaker.id, ["en", "es"]);
    expect(await waiting()).toBeNull();
    await env.DB.prepare("update advisors set disabled = 1 where id = ?").bind(speaker.id).run();
    await refreshSpanishLine(env);
    expect(await waiting()).toMatchObject({ count: 1 });
  });

  it("say nothing when no Spanish lead waits", async () => {
    await addLead({ firstName: "English", language: "en" });
    expect(await waiting()).toBeNull();
  });

  it("are read from the (language, status, latest request) index alone", async () => {
    const queries = spanishWaitingQueries(database(env.DB));
    expect(await queryPlan(queries.total)).toMatch(readsIndex("leads", "leads_language_status_last_requested_idx"));
    const longest = await queryPlan(queries.longest);
    expect(longest).toMatch(readsIndex("leads", "leads_language_status_last_requested_idx"));
    expect(longest).not.toMatch(/TEMP B-TREE/);
  });
});
