import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import rav4 from "#tests/fixtures/vpic/decode-vin-values-2T3P1RFV.json";
import { DEALS_PAYLOAD_CACHE, windowStart } from "#app/domain/deals";
import { recentDealsSection } from "#app/routes/recent-deals.server";
import { adminDealsApi } from "#worker/api/admin-deals";
import { createDeal, deleteDeal, listDeals, updateDeal } from "#worker/services/admin/deals.server";
import type { AppEnv } from "#worker/api/app-env";
import { dealsApi } from "#worker/api/deals";
import { workerContext } from "#worker/request-context.server";
import { enrichPendingDeals } from "#worker/services/deals/enrichment.server";
import { DEALS_PAYLOAD_KEY } from "#worker/services/deals/payload-key";
import { dealsPayload } from "#worker/services/deals/payload.server";
import { d1Spy } from "#tests/workers/d1-spy";
import { freshAddress, json, mockUpstream } from "#tests/workers/helpers";

// Recent deals, stats and card images built once and kept in KV; every write drops them.

const RAV4_VIN = "2T3P1RFVXSC135893";
const daysAgo = (days: number) => windowStart(new Date(), days);
const MINUTE = 60_000;

async function insertDeal(
  id: number,
  model: string,
  opts: { trim?: string | null; vin?: string | null; specs?: boolean; make?: string } = {},
) {
  const specs = opts.specs ?? true;
  await env.DB.prepare(
    "insert into negotiated_deals (id, year, make, model, trim, vin, savings_off_msrp, date_negotiated, " +
      "transmission, fuel_type, drivetrain, body_style) values (?, 2025, ?, ?, ?, ?, 3000, ?, ?, ?, ?, " +
      "'Sedan')",
  )
    .bind(
      id,
      opts.make ?? "Toyota",
      model,
      opts.trim === undefined ? "Base" : opts.trim,
      opts.vin ?? null,
      daysAgo(id),
      specs ? "Automatic" : null,
      specs ? "Gasoline" : null,
      specs ? "FWD" : null,
    )
    .run();
}

const insertImage = (model: string, trim: string | null, url: string) =>
  env.DB.prepare("insert into stock_vehicle_images (year, make, model, trim, image_url) values (2025, 'toyota', ?, ?, ?)")
    .bind(model, trim, url)
    .run();

/** A waitUntil that keeps what it is given, so a test can await the work left for after the answer. */
function collector() {
  const pending: Promise<unknown>[] = [];
  return {
    ctx: { waitUntil: (promise: Promise<unknown>) => void pending.push(promise) },
    pending,
    settle: () => Promise.all(pending.splice(0)),
  };
}

const stored = () => env.CACHE.get(DEALS_PAYLOAD_KEY);
const models = async (now?: number) => (await dealsPayload(env, collector().ctx, now)).deals.map((d) => d.model);

const admin = new Hono<AppEnv>().route("/admin/api/deals", adminDealsApi);
async function adminCall(method: string, path: string, body?: unknown, bindings: Env = env) {
  const ctx = createExecutionContext();
  const init = body === undefined ? { method } : { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  const response = await admin.request(`https://caradvisor.test/admin/api/deals${path}`, init, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A deal saved or deleted as the deals page's action does it, with the work left for after the answer run to its end. */
async function asAdvisor<T>(run: (ctx: ExecutionContext) => Promise<T>): Promise<T> {
  const ctx = createExecutionContext();
  const result = await run(ctx);
  await waitOnExecutionContext(ctx);
  return result;
}

const publicDeals = new Hono<AppEnv>().route("/api/deals", dealsApi);
async function publicCall(path: string, bindings: Env = env) {
  const ctx = createExecutionContext();
  const response = await publicDeals.request(
    `https://caradvisor.test/api/deals${path}`,
    { headers: { "cf-connecting-ip": freshAddress() } },
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("delete from negotiated_deals"), env.DB.prepare("delete from stock_vehicle_images")]);
  const keys = await env.CACHE.list();
  await Promise.all(keys.keys.map((k) => env.CACHE.delete(k.name)));
});
afterEach(() => vi.restoreAllMocks());

describe("the deals payload", () => {
  it("is built in two D1 queries, then answered from KV with none for 10 minutes, kept an hour to revalidate", async () => {
    await insertDeal(1, "Camry");
    await insertDeal(2, "Corolla");
    const spy = d1Spy();
    const spied = { ...env, DB: spy.db };
    const first = await dealsPayload(spied, collector().ctx);
    expect(first.deals.map((d) => d.model)).toEqual(["Camry", "Corolla"]);
    expect(first.stats).toEqual({ count: 2, total: 6000, totalDisplay: "$6K" });
    expect(spy.statements).toHaveLength(2);
    expect(await dealsPayload(spied, collector().ctx)).toEqual(first);
    expect(spy.statements).toHaveLength(2);
    const [entry] = (await env.CACHE.list({ prefix: DEALS_PAYLOAD_KEY })).keys;
    expect(entry?.expiration).toBeGreaterThan(Date.now() / 1000 + DEALS_PAYLOAD_CACHE.staleSeconds - 60);
  });

  it("gives every card its cached image from one D1 query, and keeps each miss as the body style's placeholder", async () => {
    await insertDeal(1, "Camry", { trim: "XSE" });
    await insertDeal(2, "RAV4 ", { trim: null, make: " TOYOTA" });
    await insertDeal(3, "Corolla", { trim: "LE" });
    await insertDeal(4, "Prius", { trim: "Base" });
    await insertImage("camry", "xse", "https://cdn.example.net/camry.jpg");
    await insertImage("rav4", null, "https://cdn.example.net/rav4.jpg");
    await insertImage("corolla", "se", "https://cdn.example.net/corolla-se.jpg");
    const spy = d1Spy();
    const spied = { ...env, DB: spy.db };
    const { deals } = await dealsPayload(spied, collector().ctx);
    expect(Object.fromEntries(deals.map((d) => [d.id, d.imageUrl]))).toEqual({
      1: "https://cdn.example.net/camry.jpg",
      2: "https://cdn.example.net/rav4.jpg",
      3: "/api/vehicle-image/placeholder/sedan.svg",
      4: "/api/vehicle-image/placeholder/sedan.svg",
    });
    expect(spy.touching("stock_vehicle_images")).toHaveLength(1);
    // The misses are part of the cached payload: asking again looks up no image at all.
    await dealsPayload(spied, collector().ctx);
    expect(spy.touching("stock_vehicle_images")).toHaveLength(1);
    expect((await env.CACHE.list({ prefix: "img:" })).keys).toEqual([]);
  });

  it("answers stale after 10 minutes and rebuilds once behind the answer, from a replica session", async () => {
    const built = Date.now();
    await insertDeal(1, "Camry");
    await dealsPayload(env, collector().ctx, built);
    await insertDeal(2, "Corolla"); // straight into D1, past the services that drop the payload
    const early = collector();
    expect((await dealsPayload(env, early.ctx, built + 9 * MINUTE)).deals.map((d) => d.model)).toEqual(["Camry"]);
    expect(early.pending).toHaveLength(0);

    const spy = d1Spy();
    const late = collector();
    expect((await dealsPayload({ ...env, DB: spy.db }, late.ctx, built + 11 * MINUTE)).deals.map((d) => d.model)).toEqual(["Camry"]);
    expect(late.pending).toHaveLength(1);
    await late.settle();
    expect(spy.statements.map((s) => s.via)).toEqual(["first-unconstrained", "first-unconstrained"]);
    expect(await models(built + 12 * MINUTE)).toEqual(["Camry", "Corolla"]);
  });
});

describe("public reads near the visitor", () => {
  it("go through D1 sessions, never straight to the primary; a build after a drop starts on the primary", async () => {
    await insertDeal(1, "Camry");
    const spy = d1Spy();
    const spied = { ...env, DB: spy.db };
    expect((await publicCall("/recent", spied)).status).toBe(200);
    expect((await publicCall("/stats", spied)).status).toBe(200);
    expect(spy.statements.length).toBeGreaterThan(0);
    expect(spy.statements.filter((s) => s.via === "primary")).toEqual([]);
    // Nothing was cached, so a write may just have dropped it: the first query of that build goes to the primary.
    expect(spy.statements[0]?.via).toBe("first-primary");
  });

  it("the admin's reads and writes stay on the primary", async () => {
    mockUpstream([]);
    const spy = d1Spy();
    const spied = { ...env, DB: spy.db };
    const created = await asAdvisor((ctx) =>
      createDeal(spied, { year: 2025, make: "Toyota", model: "Camry", savingsOffMsrp: 3000, dateNegotiated: daysAgo(1) }, ctx),
    );
    expect(created.ok).toBe(true);
    expect((await listDeals(spied)).total).toBeGreaterThan(0);
    expect(spy.statements.length).toBeGreaterThan(0);
    expect(spy.statements.filter((s) => s.via !== "primary")).toEqual([]);
  });
});

describe("every deal or image write drops the payload", () => {
  const valid = { year: 2025, make: "Toyota", model: "Camry", trim: "XSE", savingsOffMsrp: 3000, dateNegotiated: daysAgo(1) };

  beforeEach(async () => {
    await insertDeal(5, "Corolla");
    expect(await models()).toEqual(["Corolla"]);
    expect(await stored()).not.toBeNull();
  });

  it("a deal added", async () => {
    mockUpstream([]);
    expect((await asAdvisor((ctx) => createDeal(env, valid, ctx))).ok).toBe(true);
    expect(await stored()).toBeNull();
    expect(await models()).toEqual(["Camry", "Corolla"]);
  });

  it("a deal edited", async () => {
    mockUpstream([]);
    expect((await asAdvisor((ctx) => updateDeal(env, 5, { ...valid, model: "Corolla Cross" }, ctx)))?.ok).toBe(true);
    expect(await stored()).toBeNull();
    expect(await models()).toEqual(["Corolla Cross"]);
  });

  it("a deal deleted", async () => {
    expect(await deleteDeal(env, 5)).toBe(true);
    expect(await stored()).toBeNull();
    expect(await models()).toEqual([]);
  });

  it("a deal enriched by the cron", async () => {
    mockUpstream([{ match: /DecodeVinValues/, respond: json(rav4) }]);
    await insertDeal(6, "RAV4", { vin: RAV4_VIN, specs: false });
    expect(await enrichPendingDeals(env)).toBe(1);
    expect(await stored()).toBeNull();
    const { deals } = await dealsPayload(env, collector().ctx);
    expect(deals.find((d) => d.id === 6)).toMatchObject({ transmission: "Automatic", drivetrain: "AWD/All-Wheel Drive" });
  });

  it("a deal enriched after the admin saved it, even when a visitor rebuilt the payload in between", async () => {
    // vPIC answers only once the visitor's rebuild is done, so the order below is the order that runs.
    const { promise: rebuiltFirst, resolve: letVpicAnswer } = Promise.withResolvers<void>();
    mockUpstream([{ match: /DecodeVinValues/, respond: () => rebuiltFirst.then(() => Response.json(rav4)) }]);
    const afterAnswer = collector();
    expect((await createDeal(env, { ...valid, model: "RAV4", vin: RAV4_VIN }, afterAnswer.ctx)).ok).toBe(true);
    await env.CACHE.delete(DEALS_PAYLOAD_KEY); // the save's own drop may have lost the race with this rebuild
    const rebuilt = await dealsPayload(env, collector().ctx);
    expect(rebuilt.deals.find((d) => d.model === "RAV4")?.transmission).toBeNull();
    letVpicAnswer();
    await afterAnswer.settle();
    expect(await stored()).toBeNull();
    const { deals } = await dealsPayload(env, collector().ctx);
    expect(deals.find((d) => d.model === "RAV4")).toMatchObject({ transmission: "Automatic", fuelType: "Gasoline" });
  });

  it("an image cached by the back office", async () => {
    mockUpstream([{ match: /images\.example\.net/, respond: () => new Response(null, { headers: { "content-type": "image/jpeg" } }) }]);
    const withProvider = { ...env, IMAGE_PROVIDER_URL: "https://images.example.net/{year}/{make}/{model}/{trim}.jpg" };
    const response = await adminCall("POST", "/images/cache", { dealIds: [5] }, withProvider);
    expect(await response.json()).toEqual({ results: [{ id: 5, cached: true }] });
    expect(await stored()).toBeNull();
    const { deals } = await dealsPayload(env, collector().ctx);
    expect(deals[0]?.imageUrl).toBe("https://images.example.net/2025/toyota/corolla/base.jpg");
  });
});

describe("no enrichment from page views or deals requests", () => {
  it("neither the V2 pages' section nor /api/deals starts it, even after the answer", async () => {
    const upstream = mockUpstream([{ match: /DecodeVinValues/, respond: json(rav4) }]);
    await insertDeal(1, "RAV4", { vin: RAV4_VIN, specs: false });
    const page = collector();
    const context = new RouterContextProvider();
    context.set(workerContext, { env, ctx: page.ctx, nonce: "" });
    expect((await recentDealsSection(context)).deals).toHaveLength(1);
    await page.settle();
    expect((await publicCall("/recent")).status).toBe(200);
    expect((await publicCall("/stats")).status).toBe(200);
    expect((await SELF.fetch("https://caradvisor.test/api/deals/recent")).status).toBe(200);
    expect(upstream).not.toHaveBeenCalled();
    const row = await env.DB.prepare("select transmission, enrich_attempted_at from negotiated_deals where id = 1").first();
    expect(row).toEqual({ transmission: null, enrich_attempted_at: null });
  });
});
