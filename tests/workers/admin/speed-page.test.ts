import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { bucketOf, bucketValue } from "#app/domain/vitals/buckets";
import type { VitalsBeacon } from "#app/domain/vitals/beacon";
import { speedPage } from "#app/routes/admin/speed.server";
import { workerContext } from "#worker/request-context.server";
import { recordBeacon } from "#worker/services/vitals/counts.server";

// The Site speed page's loader in workerd, over beacons counted at chosen times.

const NOW = new Date("2026-11-29T18:30:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

function context() {
  const provider = new RouterContextProvider();
  provider.set(workerContext, { env, ctx: { waitUntil: () => undefined }, nonce: "" });
  return provider;
}

const page = (query = "") => speedPage(new Request(`https://caradvisor.test/admin/speed${query}`), context(), NOW);

const beacon = (route: string, device: VitalsBeacon["device"], lcp: number, inp?: { value: number; selector: string }): VitalsBeacon => ({
  route,
  language: route.startsWith("/es") ? "es" : "en",
  device,
  metrics: [
    { name: "LCP", value: lcp, selector: "h1.hero-title" },
    ...(inp ? [{ name: "INP" as const, value: inp.value, selector: inp.selector }] : []),
    { name: "TTFB", value: 120 },
  ],
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("delete from vital_hours"), env.DB.prepare("delete from vital_targets")]);
  const menu = "button.menu-button";
  const answer = "button.chat-choice";
  const views: [Date, VitalsBeacon][] = [
    // Within the last 7 days.
    ...[900, 1000, 1100, 1300].map((lcp): [Date, VitalsBeacon] => [
      daysAgo(1),
      beacon("/chatbot", "phone", lcp, { value: 620, selector: answer }),
    ]),
    [daysAgo(2), beacon("/", "desktop", 700, { value: 80, selector: menu })],
    [daysAgo(2), beacon("/", "desktop", 760, { value: 560, selector: menu })],
    // Only in the 28 days.
    ...[5200, 5400, 5600].map((lcp): [Date, VitalsBeacon] => [
      daysAgo(20),
      beacon("/chatbot", "phone", lcp, { value: 90, selector: answer }),
    ]),
    // Before both windows.
    [daysAgo(40), beacon("/about", "tablet", 9000)],
  ];
  for (const [at, view] of views) await recordBeacon(env, view, at);
});

describe("the Site speed page", () => {
  it("shows the 28 days unless asked for 7, all pages first, each route's p75 rated and held to the budget", async () => {
    const data = await page();
    expect(data.window).toBe(28);
    expect(data.rows.map((row) => [row.route, row.device, row.views])).toEqual([
      [null, "phone", 7],
      [null, "desktop", 2],
      ["/chatbot", "phone", 7],
      ["/", "desktop", 2],
    ]);
    const chat = data.rows.find((row) => row.route === "/chatbot");
    // Seven views: the 75th percentile is the sixth, 5,400 ms.
    expect(chat?.cells.LCP).toEqual({ p75: bucketValue("LCP", bucketOf("LCP", 5400)), views: 7, rating: "poor", withinBudget: false });
    expect(chat?.cells.INP?.rating).toBe("poor");
  });

  it("narrows everything to the last 7 days with ?days=7", async () => {
    const data = await page("?days=7");
    expect(data.window).toBe(7);
    const chat = data.rows.find((row) => row.route === "/chatbot");
    expect(chat?.cells.LCP).toEqual({ p75: bucketValue("LCP", bucketOf("LCP", 1100)), views: 4, rating: "good", withinBudget: true });
    expect(data.worstTargets).toEqual([
      { selector: "button.chat-choice", route: "/chatbot", poor: 4, views: 4 },
      { selector: "button.menu-button", route: "/", poor: 1, views: 2 },
    ]);
  });

  it("lists the interaction targets with the most poor INP views in the window", async () => {
    expect((await page()).worstTargets).toEqual([
      { selector: "button.chat-choice", route: "/chatbot", poor: 4, views: 7 },
      { selector: "button.menu-button", route: "/", poor: 1, views: 2 },
    ]);
  });

  it("draws the daily p75 of LCP and INP over 28 UTC days, with the days nobody reported empty", async () => {
    const { trend } = await page("?days=7");
    expect(trend).toHaveLength(28);
    expect(trend.at(-1)?.day).toBe("2026-11-29");
    expect(trend.find((point) => point.day === "2026-11-28")).toEqual({
      day: "2026-11-28",
      LCP: bucketValue("LCP", bucketOf("LCP", 1100)),
      INP: bucketValue("INP", bucketOf("INP", 620)),
    });
    expect(trend.find((point) => point.day === "2026-11-09")?.LCP).toBe(bucketValue("LCP", bucketOf("LCP", 5400)));
    expect(trend.filter((point) => point.LCP !== null)).toHaveLength(3);
  });

  it("takes an unknown window as the 28 days", async () => {
    expect((await page("?days=365")).window).toBe(28);
  });
});
