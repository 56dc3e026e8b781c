import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheDealImages } from "#worker/services/vehicles/stock-image-cache.server";
import { IMAGE_MISS, vehicleImage } from "#worker/services/vehicles/image.server";
import { d1Spy } from "#tests/workers/d1-spy";
import { VPIC_VEHICLE_TYPES } from "#worker/services/vehicles/vpic.server";
import { vpicModelsKey } from "#worker/services/vehicles/vpic-keys";
import { DEALS_PAYLOAD_KEY } from "#worker/services/deals/payload-key";
import { json, mockUpstream } from "#tests/workers/helpers";

const get = (path: string) => SELF.fetch(`https://caradvisor.test${path}`);

/** The catalogue the forms offer, as vPIC's cached answers: these models of this make around `year`. */
async function catalogue(make: string, year: number, models: string[]) {
  const lookups = [year - 1, year, year + 1].flatMap((y) => VPIC_VEHICLE_TYPES.map((type) => vpicModelsKey(make, y, type)));
  await Promise.all(lookups.map((key) => env.CACHE.put(key, JSON.stringify(models))));
}

beforeEach(async () => {
  await env.DB.prepare("delete from stock_vehicle_images").run();
  const keys = await env.CACHE.list({ prefix: "img:" });
  await Promise.all(keys.keys.map((k) => env.CACHE.delete(k.name)));
  await catalogue("Toyota", 2025, ["RAV4", "Camry"]);
  await catalogue("Ford", 2025, ["F-150"]);
});
afterEach(() => vi.restoreAllMocks());

const query = { year: 2025, make: "toyota", model: "rav4", trim: "xle" };
const withProvider = { ...env, IMAGE_PROVIDER_URL: "https://images.example.net/{year}/{make}/{model}/{trim}.jpg" };

describe("GET /api/vehicle-image", () => {
  it("answers from KV", async () => {
    await env.CACHE.put("img:2025:toyota:rav4:xle", "https://cdn.example.net/rav4.jpg");
    const response = await get("/api/vehicle-image?year=2025&make=Toyota&model=RAV4&trim=XLE");
    expect(await response.json()).toEqual({ imageUrl: "https://cdn.example.net/rav4.jpg", cached: true });
  });

  it("answers from the stock_vehicle_images table and warms KV", async () => {
    await env.DB.prepare(
      "insert into stock_vehicle_images (year, make, model, trim, image_url) " +
        "values (2025, 'toyota', 'rav4', 'xle', 'https://cdn.example.net/d1.jpg')",
    ).run();
    expect(await (await get("/api/vehicle-image?year=2025&make=toyota&model=rav4&trim=xle")).json()).toEqual({
      imageUrl: "https://cdn.example.net/d1.jpg",
      cached: true,
    });
    expect(await env.CACHE.get("img:2025:toyota:rav4:xle")).toBe("https://cdn.example.net/d1.jpg");
  });

  it("answers the body style's placeholder with no provider configured", async () => {
    const response = await get("/api/vehicle-image?year=2025&make=ford&model=f-150&body=Pickup");
    expect(await response.json()).toEqual({ imageUrl: "/api/vehicle-image/placeholder/truck.svg", cached: false });
  });

  it("answers 400 to a bad query", async () => {
    expect((await get("/api/vehicle-image?year=abc&make=toyota&model=rav4")).status).toBe(400);
    expect((await get("/api/vehicle-image?year=2025&make=%3Cb%3E&model=rav4")).status).toBe(400);
  });

  it("serves the placeholder silhouettes as SVG", async () => {
    const response = await get("/api/vehicle-image/placeholder/suv.svg");
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await response.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect((await get("/api/vehicle-image/placeholder/../secret.svg")).status).toBe(404);
  });
});

describe("image provider", () => {
  it("uses the provider's image and stores it in D1 and KV", async () => {
    const upstream = mockUpstream([
      {
        match: /images\.example\.net\/2025\/toyota\/rav4\/xle\.jpg/,
        respond: () => new Response(null, { headers: { "content-type": "image/jpeg" } }),
      },
    ]);
    expect(await vehicleImage(withProvider, query)).toEqual({
      imageUrl: "https://images.example.net/2025/toyota/rav4/xle.jpg",
      cached: false,
    });
    expect(await vehicleImage(withProvider, query)).toEqual({
      imageUrl: "https://images.example.net/2025/toyota/rav4/xle.jpg",
      cached: true,
    });
    expect(upstream).toHaveBeenCalledTimes(1);
    const stored = await env.DB.prepare("select count(*) as n from stock_vehicle_images").first<{ n: number }>();
    expect(stored?.n).toBe(1);
  });

  it("falls back to the placeholder when the provider fails or answers no image", async () => {
    mockUpstream([{ match: /images\.example\.net/, respond: () => new Response("not found", { status: 404 }) }]);
    expect(await vehicleImage(withProvider, { ...query, body: "Sedan" })).toEqual({
      imageUrl: "/api/vehicle-image/placeholder/sedan.svg",
      cached: false,
    });
    vi.restoreAllMocks();
    mockUpstream([]);
    expect(await vehicleImage(withProvider, { ...query, body: "SUV" })).toEqual({
      imageUrl: "/api/vehicle-image/placeholder/suv.svg",
      cached: false,
    });
  });
});

describe("a miss is cached as a hit is", () => {
  const noImage = () => new Response("not found", { status: 404 });
  const key = "img:2025:toyota:rav4:xle";

  it("remembers for 24 hours that a car has no image: the next ask reads neither D1 nor the provider", async () => {
    const upstream = mockUpstream([{ match: /images\.example\.net/, respond: noImage }]);
    const spy = d1Spy();
    const spied = { ...withProvider, DB: spy.db };
    expect(await vehicleImage(spied, { ...query, body: "SUV" })).toEqual({
      imageUrl: "/api/vehicle-image/placeholder/suv.svg",
      cached: false,
    });
    expect(upstream).toHaveBeenCalledTimes(1);
    const [entry] = (await env.CACHE.list({ prefix: key })).keys;
    expect(entry?.expiration).toBeGreaterThan(Date.now() / 1000 + 24 * 3600 - 60);
    expect(await env.CACHE.get(key)).toBe(IMAGE_MISS);
    const looked = spy.statements.length;
    expect(await vehicleImage(spied, { ...query, body: "SUV" })).toEqual({
      imageUrl: "/api/vehicle-image/placeholder/suv.svg",
      cached: false,
    });
    expect(upstream).toHaveBeenCalledTimes(1);
    expect(spy.statements).toHaveLength(looked);
  });

  it("remembers the miss of the HTTP door with no provider configured", async () => {
    const path = "/api/vehicle-image?year=2025&make=Toyota&model=RAV4&trim=XLE&body=SUV";
    expect(await (await get(path)).json()).toEqual({ imageUrl: "/api/vehicle-image/placeholder/suv.svg", cached: false });
    expect(await env.CACHE.get(key)).toBe(IMAGE_MISS);
    // A row added behind KV's back is not seen while the miss stands: the second ask stopped at KV.
    await env.DB.prepare(
      "insert into stock_vehicle_images (year, make, model, trim, image_url) " +
        "values (2025, 'toyota', 'rav4', 'xle', 'https://cdn.example.net/d1.jpg')",
    ).run();
    expect(await (await get(path)).json()).toEqual({ imageUrl: "/api/vehicle-image/placeholder/suv.svg", cached: false });
  });

  it("does not remember a failure: a provider in trouble is asked again", async () => {
    const upstream = mockUpstream([{ match: /images\.example\.net/, respond: json({}, 503) }]);
    await vehicleImage(withProvider, query);
    expect(await env.CACHE.get(key)).toBeNull();
    await vehicleImage(withProvider, query);
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it("reads D1 near the visitor, through a session", async () => {
    const spy = d1Spy();
    await vehicleImage({ ...env, DB: spy.db }, query);
    expect(spy.statements.map((s) => s.via)).toEqual(["first-unconstrained"]);
  });

  it("lets the back office's cache run ask the provider again, and its image replaces the miss", async () => {
    await env.DB.prepare("delete from negotiated_deals").run();
    await env.DB.prepare(
      "insert into negotiated_deals (id, year, make, model, trim, savings_off_msrp, date_negotiated) " +
        "values (1, 2025, 'Toyota', 'RAV4', 'XLE', 2000, '2026-11-01')",
    ).run();
    await env.CACHE.put(key, IMAGE_MISS);
    mockUpstream([{ match: /images\.example\.net/, respond: () => new Response(null, { headers: { "content-type": "image/jpeg" } }) }]);
    expect(await cacheDealImages(withProvider, [1])).toEqual([{ id: 1, cached: true }]);
    expect(await vehicleImage(env, query)).toEqual({ imageUrl: "https://images.example.net/2025/toyota/rav4/xle.jpg", cached: true });
  });
});

describe("a visitor's lookup", () => {
  it("refuses parts that are not path-safe, so the provider never sees a path step", async () => {
    const odd: [string, string][] = [
      ["..", "x"],
      ["toyota", "../../admin"],
      ["toyota", "rav4/x"],
      ["toyota", ".env"],
    ];
    for (const [make, model] of odd) {
      const response = await get(`/api/vehicle-image?year=2025&make=${encodeURIComponent(make)}&model=${encodeURIComponent(model)}`);
      expect(response.status).toBe(400);
    }
  });

  it("reaches the provider and the caches only for the catalogue's makes and models", async () => {
    const upstream = mockUpstream([{ match: /images\.example\.net/, respond: () => new Response("not found", { status: 404 }) }]);
    const unknown: [string, string][] = [
      ["Toyoda", "RAV4"],
      ["Toyota", "Rav5000"],
    ];
    for (const [make, model] of unknown) {
      expect(await vehicleImage(withProvider, { year: 2025, make: make.toLowerCase(), model: model.toLowerCase(), body: "SUV" })).toEqual({
        imageUrl: "/api/vehicle-image/placeholder/suv.svg",
        cached: false,
      });
    }
    expect(upstream).not.toHaveBeenCalled();
    expect((await env.CACHE.list({ prefix: "img:" })).keys).toEqual([]);
    // A catalogue car's miss is remembered as before.
    await vehicleImage(withProvider, { year: 2025, make: "toyota", model: "camry" });
    expect(upstream).toHaveBeenCalledTimes(1);
    expect(await env.CACHE.get("img:2025:toyota:camry:")).toBe(IMAGE_MISS);
  });

  it("never drops the deals payload, even when the provider has the image; the advisor's cache run does", async () => {
    mockUpstream([{ match: /images\.example\.net/, respond: () => new Response(null, { headers: { "content-type": "image/jpeg" } }) }]);
    const deleted = vi.spyOn(env.CACHE, "delete");
    expect(await vehicleImage(withProvider, query)).toMatchObject({ cached: false });
    expect(deleted.mock.calls.map(([key]) => key)).not.toContain(DEALS_PAYLOAD_KEY);
    await env.DB.prepare("delete from stock_vehicle_images").run();
    await env.CACHE.put("img:2025:toyota:rav4:xle", IMAGE_MISS);
    expect(await vehicleImage(withProvider, query, "advisor")).toMatchObject({ cached: false });
    expect(deleted.mock.calls.map(([key]) => key)).toContain(DEALS_PAYLOAD_KEY);
  });
});
