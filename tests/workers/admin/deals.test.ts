import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import rav4 from "#tests/fixtures/vpic/decode-vin-values-2T3P1RFV.json";
import { DEALS_API_MESSAGES } from "#app/domain/admin/deals-api-schemas";
import { windowStart } from "#app/domain/deals";
import { adminDealsApi } from "#worker/api/admin-deals";
import { createDeal, getDeal, listDeals, updateDeal, type DealSaveOutcome } from "#worker/services/admin/deals.server";
import type { AppEnv } from "#worker/api/app-env";
import { json, mockUpstream } from "#tests/workers/helpers";

// Mounted here as the admin router mounts it (behind the sign-in gate, which admin-api.test.ts covers).
const app = new Hono<AppEnv>().route("/admin/api/deals", adminDealsApi);

const BASE = "https://caradvisor.test/admin/api/deals";
/** One request, and the work it leaves for after the answer (enrichment of a saved deal) run to its end. */
async function call(path: string, init: RequestInit = {}, bindings: Env = env) {
  const ctx = createExecutionContext();
  const response = await app.request(`${BASE}${path}`, init, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
const send = (method: string, path: string, body: unknown, bindings: Env = env) =>
  call(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }, bindings);

const daysAgo = (days: number) => windowStart(new Date(), days);
const RAV4_VIN = "2T3P1RFVXSC135893";
const validDeal = { year: 2025, make: "Toyota", model: "RAV4", trim: "XLE", savingsOffMsrp: 3500, dateNegotiated: daysAgo(2) };
const withProvider = { ...env, IMAGE_PROVIDER_URL: "https://images.example.net/{year}/{make}/{model}/{trim}.jpg" };

/** The deal a save stored; fails the test when the save was refused. */
async function saved(outcome: Promise<DealSaveOutcome | null>) {
  const result = await outcome;
  if (!result?.ok) throw new Error(`deal not saved: ${JSON.stringify(result)}`);
  return result.deal;
}

type Invalid = { error: string; fields: Record<string, string> };
type Images = { images: { make: string; imageUrl: string }[]; count: number; lackingCount: number; lackingDealIds: number[] };

async function insertDeal(id: number, days: number, model = `Model ${id}`, trim: string | null = "Base") {
  await env.DB.prepare(
    "insert into negotiated_deals (id, year, make, model, trim, savings_off_msrp, date_negotiated) " +
      "values (?, 2025, 'Toyota', ?, ?, 2000, ?)",
  )
    .bind(id, model, trim, daysAgo(days))
    .run();
}

const imageRows = async () => (await env.DB.prepare("select count(*) as n from stock_vehicle_images").first<{ n: number }>())?.n;

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("delete from negotiated_deals"), env.DB.prepare("delete from stock_vehicle_images")]);
  const keys = await env.CACHE.list();
  await Promise.all(keys.keys.map((k) => env.CACHE.delete(k.name)));
});
afterEach(() => vi.restoreAllMocks());

// Deals are saved through the deals page's action (admin-deals-page.test.ts); the enrichment after the
// save is its service's: createDeal and updateDeal answer at once and leave the decode for after the answer.
describe("specs filled after the save", () => {
  /** A save as the page's action makes it, with the work it leaves for after the answer run to its end. */
  async function save(run: (ctx: ExecutionContext) => Promise<DealSaveOutcome | null>) {
    const ctx = createExecutionContext();
    const answered = await saved(run(ctx));
    await waitOnExecutionContext(ctx);
    return answered;
  }
  const stored = (id: number) => getDeal(env, id);

  it("answers the deal as typed, then fills its empty specs from the recorded vPIC answer; what the advisor typed wins", async () => {
    const upstream = mockUpstream([{ match: new RegExp(`DecodeVinValues/${RAV4_VIN}\\?format=json$`), respond: json(rav4) }]);
    const deal = await save((ctx) =>
      createDeal(env, { ...validDeal, vin: RAV4_VIN.toLowerCase(), transmission: "8-Speed Automatic" }, ctx),
    );
    expect(deal).toMatchObject({ vin: RAV4_VIN, transmission: "8-Speed Automatic", drivetrain: null, engine: null });
    expect(await stored(deal.id)).toMatchObject({
      transmission: "8-Speed Automatic",
      drivetrain: "AWD/All-Wheel Drive",
      fuelType: "Gasoline",
      bodyStyle: "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)",
      engine: "4-cyl 2.5L",
    });
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it("enriches after an update too, and asks nothing when transmission, fuel type and drivetrain are typed", async () => {
    const upstream = mockUpstream([{ match: /DecodeVinValues/, respond: json(rav4) }]);
    const typed = { transmission: "CVT", drivetrain: "FWD", fuelType: "Hybrid", bodyStyle: "SUV", engine: "2.5L" };
    const deal = await save((ctx) => createDeal(env, { ...validDeal, vin: RAV4_VIN, ...typed }, ctx));
    expect(await stored(deal.id)).toMatchObject(typed);
    expect(upstream).not.toHaveBeenCalled();
    await save((ctx) => updateDeal(env, deal.id, { ...validDeal, vin: RAV4_VIN }, ctx));
    expect(await stored(deal.id)).toMatchObject({ transmission: "Automatic", engine: "4-cyl 2.5L" });
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it("keeps the deal as typed when the decode fails, marked tried so the cron retries it after 24 hours", async () => {
    mockUpstream([{ match: /DecodeVinValues/, respond: json({ Message: "down" }, 503) }]);
    const deal = await save((ctx) => createDeal(env, { ...validDeal, vin: RAV4_VIN, fuelType: "Gasoline" }, ctx));
    expect(await stored(deal.id)).toMatchObject({ vin: RAV4_VIN, fuelType: "Gasoline", transmission: null, engine: null });
    const row = await env.DB.prepare("select enrich_attempted_at from negotiated_deals where id = ?")
      .bind(deal.id)
      .first<{ enrich_attempted_at: string | null }>();
    expect(row?.enrich_attempted_at).toMatch(/^\d{4}-/);
    vi.restoreAllMocks();
    mockUpstream([]);
    expect(await save((ctx) => createDeal(env, { ...validDeal, vin: "1HGCM82633A004352" }, ctx))).toMatchObject({
      vin: "1HGCM82633A004352",
    });
  });
});

describe("stock image cache", () => {
  it("lists the newest images, counts them, and tells which deals lack one", async () => {
    await insertDeal(1, 1, "RAV4", "XLE");
    await insertDeal(2, 2, "Camry", null);
    await insertDeal(3, 3, "Corolla", "LE");
    await env.DB.batch([
      env.DB.prepare(
        "insert into stock_vehicle_images (year, make, model, trim, image_url, created_at) values (2025, " +
          "'toyota', 'rav4', 'xle', 'https://cdn.example.net/rav4.jpg', '2026-01-01T00:00:00.000Z')",
      ),
      env.DB.prepare(
        "insert into stock_vehicle_images (year, make, model, trim, image_url, created_at) values (2025, " +
          "'toyota', 'camry', null, 'https://cdn.example.net/camry.jpg', '2026-02-01T00:00:00.000Z')",
      ),
    ]);
    const images = await (await call("/images")).json<Images>();
    expect(images.count).toBe(2);
    expect(images.images.map((i) => i.imageUrl)).toEqual(["https://cdn.example.net/camry.jpg", "https://cdn.example.net/rav4.jpg"]);
    expect(images).toMatchObject({ lackingCount: 1, lackingDealIds: [3] });
    const { deals } = await listDeals(env);
    expect(deals.map((d) => [d.id, d.hasImage])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
  });

  it("refuses a batch of more than 5 deals, or none", async () => {
    const response = await send("POST", "/images/cache", { dealIds: [1, 2, 3, 4, 5, 6] });
    expect(response.status).toBe(400);
    expect((await response.json<Invalid>()).fields).toEqual({ dealIds: DEALS_API_MESSAGES.batchTooLarge });
    expect((await send("POST", "/images/cache", { dealIds: [] })).status).toBe(400);
    expect((await send("POST", "/images/cache", { dealIds: ["1"] })).status).toBe(400);
  });

  it("answers cached:false for each deal when no provider is configured, and stores nothing", async () => {
    await insertDeal(1, 1);
    await insertDeal(2, 2);
    const response = await send("POST", "/images/cache", { dealIds: [1, 2, 99] });
    expect(await response.json()).toEqual({
      results: [
        { id: 1, cached: false },
        { id: 2, cached: false },
        { id: 99, cached: false },
      ],
    });
    expect(await imageRows()).toBe(0);
  });

  it("stores the provider's image once for deals of the same car", async () => {
    const upstream = mockUpstream([
      {
        match: /images\.example\.net\/2025\/toyota\/rav4\/xle\.jpg/,
        respond: () => new Response(null, { headers: { "content-type": "image/jpeg" } }),
      },
      { match: /images\.example\.net/, respond: () => new Response("not found", { status: 404 }) },
    ]);
    await insertDeal(1, 1, "RAV4", "XLE");
    await insertDeal(2, 2, "rav4 ", "xle");
    await insertDeal(3, 3, "Camry", null);
    const response = await send("POST", "/images/cache", { dealIds: [1, 2, 3] }, withProvider);
    expect(await response.json()).toEqual({
      results: [
        { id: 1, cached: true },
        { id: 2, cached: true },
        { id: 3, cached: false },
      ],
    });
    expect(upstream).toHaveBeenCalledTimes(2);
    expect(await imageRows()).toBe(1);
    expect(await (await call("/images")).json<Images>()).toMatchObject({ count: 1, lackingDealIds: [3] });
  });
});
