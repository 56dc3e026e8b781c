import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import makesCar from "#tests/fixtures/vpic/makes-car.json";
import { UNKNOWN_MAKE } from "#app/domain/vehicle-query";
import { json, mockUpstream } from "#tests/workers/helpers";

const fixtures = import.meta.glob<{ default: unknown }>("/tests/fixtures/vpic/models-toyota-*.json", { eager: true });

/** Answers vPIC from the recorded makes and the Toyota models of 2024-2026. */
function vpic() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === "https://vpic.nhtsa.dot.gov/api/vehicles/GetMakesForVehicleType/car?format=json") return Response.json(makesCar);
    const model = /GetModelsForMakeYear\/make\/toyota\/modelyear\/(\d{4})\/vehicletype\/(car|truck|mpv)\?format=json$/.exec(url);
    const fixture = model && fixtures[`/tests/fixtures/vpic/models-toyota-${model[1]}-${model[2]}.json`];
    if (fixture) return Response.json(fixture.default);
    throw new TypeError(`network unreachable in tests: ${url}`);
  });
}

const get = (path: string) => SELF.fetch(`https://caradvisor.test${path}`);

/** The make list as listMakes caches it, so a model test reaches vPIC only for models. */
const cacheMakeList = () => env.CACHE.put("vpic:makes:car", JSON.stringify(makesCar.Results));

beforeEach(async () => {
  const keys = await env.CACHE.list({ prefix: "vpic:" });
  await Promise.all(keys.keys.map((k) => env.CACHE.delete(k.name)));
});
afterEach(() => vi.restoreAllMocks());

describe("GET /api/vehicles/makes", () => {
  it("keeps allow-listed passenger-car makes, in our spelling, sorted by name", async () => {
    vpic();
    const response = await get("/api/vehicles/makes");
    expect(response.status).toBe(200);
    const { makes } = await response.json<{ makes: { id: number; name: string }[] }>();
    expect(makes.map((m) => m.name)).toEqual([
      "Acura",
      "Audi",
      "BMW",
      "Chevrolet",
      "Ford",
      "Honda",
      "Hyundai",
      "Kia",
      "Lexus",
      "Mercedes-Benz",
      "Nissan",
      "Porsche",
      "Ram",
      "Subaru",
      "Tesla",
      "Toyota",
    ]);
    expect(makes.find((m) => m.name === "Toyota")).toEqual({ id: 448, name: "Toyota" });
  });

  it("caches the answer in KV for 24 hours: the second call makes no upstream request", async () => {
    const upstream = vpic();
    await get("/api/vehicles/makes");
    await get("/api/vehicles/makes");
    expect(upstream).toHaveBeenCalledTimes(1);
    const entry = await env.CACHE.getWithMetadata("vpic:makes:car");
    expect(entry.value).not.toBeNull();
  });

  it("gives an empty list when vPIC fails, and caches nothing", async () => {
    mockUpstream([{ match: /vpic/, respond: json({ Message: "Service unavailable" }, 503) }]);
    const response = await get("/api/vehicles/makes");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ makes: [] });
    expect(await env.CACHE.get("vpic:makes:car")).toBeNull();
  });

  it("gives an empty list when vPIC answers an unexpected shape", async () => {
    mockUpstream([{ match: /vpic/, respond: json({ Results: "nope" }) }]);
    expect(await (await get("/api/vehicles/makes")).json()).toEqual({ makes: [] });
  });
});

describe("GET /api/vehicles/models", () => {
  beforeEach(cacheMakeList);

  it("merges year-1..year+1 across car, truck and MPV, de-duplicated, sorted, empty names dropped", async () => {
    const upstream = vpic();
    const response = await get("/api/vehicles/models?make=Toyota&year=2025");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      models: [
        "4Runner",
        "bZ4X",
        "Camry",
        "Corolla",
        "Crown",
        "GR86",
        "Grand Highlander",
        "Highlander",
        "Land Cruiser",
        "Mirai",
        "Prius",
        "RAV4",
        "Sequoia",
        "Sienna",
        "Tacoma",
        "Tundra",
        "Venza",
      ],
    });
    expect(upstream).toHaveBeenCalledTimes(9);
  });

  it("serves the second call from KV", async () => {
    const upstream = vpic();
    await get("/api/vehicles/models?make=Toyota&year=2025");
    await get("/api/vehicles/models?make=Toyota&year=2025+");
    expect(upstream).toHaveBeenCalledTimes(9);
  });

  it("drops only the failing vehicle type when one lookup fails", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("vehicletype/truck")) return Response.json({ Message: "error" }, { status: 500 });
      if (url.includes("vehicletype/car")) return Response.json(fixtures["/tests/fixtures/vpic/models-toyota-2025-car.json"]?.default);
      return Response.json({ Count: 0, Message: "Response returned successfully", SearchCriteria: "", Results: [] });
    });
    const { models } = await (await get("/api/vehicles/models?make=Toyota&year=2025")).json<{ models: string[] }>();
    expect(models).toEqual(["Camry", "Corolla", "Crown", "GR86", "Prius"]);
  });

  it("gives an empty list when vPIC is unreachable", async () => {
    mockUpstream([]);
    expect(await (await get("/api/vehicles/models?make=Toyota&year=2025")).json()).toEqual({ models: [] });
  });

  it("answers 400 to a make that is not on the cached make list, and asks vPIC and KV for nothing", async () => {
    const upstream = vpic();
    const response = await get("/api/vehicles/models?make=Not%20A%20Make&year=2025");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid query", fields: { make: UNKNOWN_MAKE } });
    expect(upstream).not.toHaveBeenCalled();
    expect((await env.CACHE.list({ prefix: "vpic:GetModelsForMakeYear" })).keys).toEqual([]);
  });

  it("takes a listed make in any case, and keys the cache with the list's spelling", async () => {
    const upstream = vpic();
    const lower = await (await get("/api/vehicles/models?make=toyota&year=2025")).json<{ models: string[] }>();
    const upper = await (await get("/api/vehicles/models?make=TOYOTA&year=2025")).json<{ models: string[] }>();
    expect(upper).toEqual(lower);
    expect(lower.models).toContain("RAV4");
    expect(upstream).toHaveBeenCalledTimes(9);
  });

  it.each([
    ["no make", "/api/vehicles/models?year=2025", "make"],
    ["no year", "/api/vehicles/models?make=Toyota", "year"],
    ["a bad year", "/api/vehicles/models?make=Toyota&year=20x5", "year"],
    ["a year out of range", "/api/vehicles/models?make=Toyota&year=1850", "year"],
    ["a make with markup", "/api/vehicles/models?make=%3Cscript%3E&year=2025", "make"],
    ["a make that is not on the make list", "/api/vehicles/models?make=Yugo&year=2025", "make"],
  ])("answers 400 to %s", async (_name, path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const body = await response.json<{ fields: Record<string, string> }>();
    expect(Object.keys(body.fields)).toContain(field);
  });
});
