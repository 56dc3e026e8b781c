import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { windowStart } from "#app/domain/deals";
import { DEALS_PAYLOAD_KEY } from "#worker/services/deals/payload-key";

const TODAY = new Date();
const daysAgo = (days: number) => windowStart(TODAY, days);

type Seed = { id: number; make?: string; model?: string; year?: number; trim?: string | null; savings: number; days: number };

// Seeds write D1 directly, past the services that drop the cached payload, so they drop it themselves.
async function seed(deals: Seed[]) {
  await env.DB.prepare("delete from negotiated_deals").run();
  await env.CACHE.delete(DEALS_PAYLOAD_KEY);
  await env.DB.batch(
    deals.map((d) =>
      env.DB.prepare(
        "insert into negotiated_deals (id, year, make, model, trim, vin, savings_off_msrp, date_negotiated, " +
          "transmission, fuel_type, drivetrain) values (?, ?, ?, ?, ?, ?, ?, ?, 'Automatic', 'Gasoline', 'FWD')",
      ).bind(
        d.id,
        d.year ?? 2025,
        d.make ?? "Toyota",
        d.model ?? `Model ${d.id}`,
        d.trim ?? "Base",
        `VIN${d.id}`,
        d.savings,
        daysAgo(d.days),
      ),
    ),
  );
}

const get = async <T>(path: string) => (await SELF.fetch(`https://caradvisor.test${path}`)).json<T>();

type Recent = { deals: { id: number; savingsOffMsrp: number; dateNegotiated: string }[] };

beforeEach(async () => {
  await env.DB.prepare("delete from negotiated_deals").run();
  await env.CACHE.delete(DEALS_PAYLOAD_KEY);
});

describe("GET /api/deals/recent", () => {
  it("keeps savings of at least $1,000 within 45 days, at their exact boundaries", async () => {
    await seed([
      { id: 1, savings: 999, days: 1 },
      { id: 2, savings: 1000, days: 1 },
      { id: 3, savings: 5000, days: 45 },
      { id: 4, savings: 5000, days: 46 },
    ]);
    const { deals } = await get<Recent>("/api/deals/recent");
    expect(deals.map((d) => d.id).sort()).toEqual([2, 3]);
  });

  it("de-duplicates by make, model, year and trim keeping the highest saving, newest first", async () => {
    await seed([
      { id: 1, model: "Camry", savings: 2000, days: 2 },
      { id: 2, model: "Camry", savings: 3500, days: 10 },
      { id: 3, model: "Camry", trim: "XSE", savings: 1500, days: 1 },
      { id: 4, model: "Camry", year: 2026, savings: 1200, days: 5 },
    ]);
    const { deals } = await get<Recent>("/api/deals/recent");
    expect(deals.map((d) => d.id)).toEqual([3, 4, 2]);
  });

  it("sends only the fields a card shows, its image included", async () => {
    await seed([{ id: 1, savings: 2000, days: 1 }]);
    const { deals } = await get<{ deals: Record<string, unknown>[] }>("/api/deals/recent");
    expect(Object.keys(deals[0] ?? {}).sort()).toEqual(
      [
        "bodyStyle",
        "dateNegotiated",
        "drivetrain",
        "engine",
        "fuelType",
        "id",
        "imageUrl",
        "make",
        "model",
        "savingsOffMsrp",
        "transmission",
        "trim",
        "year",
      ].sort(),
    );
    expect(deals[0]?.imageUrl).toBe("/api/vehicle-image/placeholder/sedan.svg");
  });

  it("stops at 24 deals", async () => {
    await seed(Array.from({ length: 30 }, (_, i) => ({ id: i + 1, savings: 2000 + i, days: 1 })));
    expect((await get<Recent>("/api/deals/recent")).deals).toHaveLength(24);
  });
});

describe("GET /api/deals/stats", () => {
  it("counts and totals savings of at least $100 within 90 days", async () => {
    await seed([
      { id: 1, savings: 99, days: 1 },
      { id: 2, savings: 100, days: 1 },
      { id: 3, savings: 600_000, days: 90 },
      { id: 4, savings: 500_000, days: 91 },
      { id: 5, savings: 450_000, days: 30 },
    ]);
    expect(await get("/api/deals/stats")).toEqual({ count: 3, total: 1_050_100, totalDisplay: "$1.0M" });
  });

  it("reads $0K with no deals", async () => {
    expect(await get("/api/deals/stats")).toEqual({ count: 0, total: 0, totalDisplay: "$0K" });
  });
});
