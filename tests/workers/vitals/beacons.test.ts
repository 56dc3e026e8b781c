import { createExecutionContext, env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VitalsBeacon } from "#app/domain/vitals/beacon";
import { bucketOf } from "#app/domain/vitals/buckets";
import { api } from "#worker/api";
import { housekeeping } from "#worker/scheduled";
import { recordBeacon } from "#worker/services/vitals/counts.server";
import { freshAddress } from "#tests/workers/helpers";

// POST /api/vitals: a page view's Web Vitals, counted in D1's hourly buckets and written to Analytics Engine.
// Nothing personal may be stored, whatever a client sends: the tables are read back whole.

const BEACON: VitalsBeacon = {
  route: "/landing/V2",
  language: "en",
  device: "phone",
  connection: "4g",
  metrics: [
    { name: "LCP", value: 1830.4, selector: "img.hero-photo" },
    { name: "INP", value: 640, selector: "button#menu-button.rounded-full" },
    { name: "CLS", value: 0.012 },
    { name: "FCP", value: 702 },
    { name: "TTFB", value: 88.2 },
  ],
};

const ORIGIN = "https://caradvisor.test";

/** As `navigator.sendBeacon` posts a string: text/plain, from the page's own origin, through the whole Worker. */
function sendBeacon(body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}/api/vitals`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
      "cf-connecting-ip": freshAddress(),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const hours = () =>
  env.DB.prepare("select * from vital_hours order by metric, bucket")
    .all<Record<string, unknown>>()
    .then((r) => r.results);
const targets = () =>
  env.DB.prepare("select * from vital_targets order by metric")
    .all<Record<string, unknown>>()
    .then((r) => r.results);

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("delete from vital_hours"), env.DB.prepare("delete from vital_targets")]);
});
afterEach(() => vi.restoreAllMocks());

describe("POST /api/vitals", () => {
  it("counts each metric in its bucket for the hour, and the elements LCP and INP name", async () => {
    const response = await sendBeacon(BEACON);
    expect(response.status).toBe(204);
    const hour = new Date().toISOString().slice(0, 13);
    const counted = await hours();
    expect(counted).toHaveLength(5);
    expect(counted).toContainEqual({
      hour,
      route: "/landing/V2",
      metric: "LCP",
      device: "phone",
      language: "en",
      bucket: bucketOf("LCP", 1830.4),
      n: 1,
    });
    expect(counted).toContainEqual(expect.objectContaining({ metric: "CLS", bucket: bucketOf("CLS", 0.012), n: 1 }));
    expect(await targets()).toEqual([
      { hour, route: "/landing/V2", metric: "INP", selector: "button#menu-button.rounded-full", views: 1, poor: 1 },
      { hour, route: "/landing/V2", metric: "LCP", selector: "img.hero-photo", views: 1, poor: 0 },
    ]);
  });

  it("adds to the counts of the same hour rather than writing rows per view", async () => {
    const [first, second] = await Promise.all([sendBeacon(BEACON), sendBeacon({ ...BEACON, metrics: BEACON.metrics.slice(0, 2) })]);
    expect([first.status, second.status]).toEqual([204, 204]);
    const counted = await hours();
    expect(counted).toHaveLength(5);
    expect(counted.find((row) => row.metric === "LCP")?.n).toBe(2);
    expect(counted.find((row) => row.metric === "TTFB")?.n).toBe(1);
    expect((await targets()).map(({ metric, views, poor }) => [metric, views, poor])).toEqual([
      ["INP", 2, 2],
      ["LCP", 2, 0],
    ]);
  });

  it("takes a beacon with no element and no connection type", async () => {
    const response = await sendBeacon({ route: "/es", language: "es", device: "desktop", metrics: [{ name: "TTFB", value: 0 }] });
    expect(response.status).toBe(204);
    expect(await hours()).toEqual([expect.objectContaining({ route: "/es", language: "es", device: "desktop", bucket: 0 })]);
    expect(await targets()).toEqual([]);
  });

  const REFUSED: [string, unknown, number][] = [
    ["a URL with a query string", { ...BEACON, route: "/landing/V2?utm_source=mail&email=maria.garcia%40gmail.com" }, 400],
    ["an email for the route", { ...BEACON, route: "/maria.garcia@gmail.com" }, 400],
    ["a whole URL for the route", { ...BEACON, route: "https://caradvisor.example/?lead=navbar" }, 400],
    ["a lead's id in the route", { ...BEACON, route: "/admin/leads/3f2c9a7e-1b2d-4c5e-9f00-123456789abc" }, 400],
    ["an email in a selector", { ...BEACON, metrics: [{ name: "INP", value: 90, selector: "input#maria.garcia@gmail.com" }] }, 400],
    ["a phone number in a selector", { ...BEACON, metrics: [{ name: "LCP", value: 900, selector: "div#lead-4155550188" }] }, 400],
    ["text in a selector", { ...BEACON, metrics: [{ name: "LCP", value: 900, selector: 'p[title="Maria Garcia"]' }] }, 400],
    ["an unknown metric", { ...BEACON, metrics: [{ name: "FID", value: 12 }] }, 400],
    ["a field of its own", { ...BEACON, email: "maria.garcia@gmail.com" }, 400],
    ["a value out of range", { ...BEACON, metrics: [{ name: "INP", value: 1e12 }] }, 400],
    ["no JSON", "route=/&email=maria.garcia@gmail.com", 400],
    ["a body past 4 KB", { ...BEACON, padding: "x".repeat(5000) }, 413],
  ];

  it.each(REFUSED)("refuses %s and stores nothing", async (_, body, status) => {
    const response = await sendBeacon(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(await hours()).toEqual([]);
    expect(await targets()).toEqual([]);
  });

  it("keeps nothing that could name a person across every refused beacon and a good one", async () => {
    for (const [, body] of REFUSED) await sendBeacon(body);
    await sendBeacon(BEACON);
    const stored = JSON.stringify([await hours(), await targets()]);
    for (const personal of ["@", "maria", "garcia", "?", "utm_", "4155550188", "3f2c9a7e", "https:", "title="]) {
      expect(stored.toLowerCase()).not.toContain(personal);
    }
  });

  it("answers 429 once the address's beacon allowance is spent, counting nothing more", async () => {
    const limiter = { limit: vi.fn(async () => ({ success: false })) };
    const response = await api.request(
      "/vitals",
      { method: "POST", headers: { "cf-connecting-ip": "198.51.100.9" }, body: JSON.stringify(BEACON) },
      { ...env, VITALS_LIMITER: limiter },
      createExecutionContext(),
    );
    expect(response.status).toBe(429);
    expect(limiter.limit).toHaveBeenCalledWith({ key: "vitals:198.51.100.9" });
    expect(await hours()).toEqual([]);
  });

  it("is refused from another site's page", async () => {
    const response = await sendBeacon(BEACON, { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await hours()).toEqual([]);
  });
});

describe("Analytics Engine", () => {
  it("gets one data point per metric, with no more than the beacon says", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const dataset = { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void (point && points.push(point)) };
    await recordBeacon({ ...env, VITALS_EVENTS: dataset }, BEACON);
    expect(points).toHaveLength(5);
    expect(points[0]).toEqual({
      indexes: ["/landing/V2"],
      blobs: ["LCP", "/landing/V2", "phone", "en", "4g", "img.hero-photo", "good"],
      doubles: [1830.4],
    });
    expect(points[1]?.blobs?.at(-1)).toBe("poor");
  });

  it("is left out when the Worker has no dataset bound, and D1 still counts", async () => {
    const { VITALS_EVENTS: _, ...withoutDataset } = env;
    await recordBeacon(withoutDataset, BEACON);
    expect(await hours()).toHaveLength(5);
  });

  it("is simulated locally: the bound dataset takes a write", async () => {
    expect(typeof env.VITALS_EVENTS.writeDataPoint).toBe("function");
    expect(() => env.VITALS_EVENTS.writeDataPoint({ blobs: ["LCP"], doubles: [1] })).not.toThrow();
  });
});

describe("housekeeping", () => {
  it("deletes the counts older than the page shows and keeps the rest", async () => {
    const now = new Date("2026-11-29T10:43:00Z");
    await recordBeacon(env, BEACON, new Date("2026-10-30T09:00:00Z"));
    await recordBeacon(env, BEACON, new Date("2026-10-31T11:00:00Z"));
    await housekeeping(env, now);
    expect(new Set((await hours()).map((row) => row.hour))).toEqual(new Set(["2026-10-31T11"]));
    expect(new Set((await targets()).map((row) => row.hour))).toEqual(new Set(["2026-10-31T11"]));
  });
});
