import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLACEHOLDER_BODIES } from "#app/domain/vehicle-image";
import { addressOverride, hostileHeaders, hostileString, queryString } from "./arbitraries";
import { expectSafeAnswer, fuzz, FUZZ_TIMEOUT_MS, leadCount, mockOutside, refusedAsCrossOrigin, replay, send, inputs } from "./harness";

const RUNS = { makes: 400, models: 1_000, recent: 600, stats: 600, image: 1_200, placeholder: 400 };

beforeEach(() => mockOutside());
afterEach(() => vi.restoreAllMocks());

/** Mostly GET; other methods on a read-only path must get the API's JSON 404. */
const method = fc.oneof(
  { arbitrary: fc.constant("GET"), weight: 12 },
  { arbitrary: fc.constantFrom("POST", "PUT", "DELETE", "PATCH", "OPTIONS"), weight: 1 },
);

type Read = { method: string; path: string; headers: Record<string, string>; address: string | null };

/** Requests to `path` with generated query strings (a spoiled `valid` one among them) and headers. */
function reads(path: string, params: readonly string[], valid: Record<string, string> = {}): fc.Arbitrary<Read> {
  return fc.record({
    method,
    path: queryString(params, valid).map((query) => `${path}?${query}`),
    headers: hostileHeaders,
    address: addressOverride,
  });
}

async function imageRows(): Promise<number> {
  return (await env.DB.prepare("select count(*) as n from stock_vehicle_images").first<{ n: number }>())?.n ?? 0;
}

/**
 * Sends one generated read; a 200 body must have the endpoint's shape, other methods get 404 (403 from a
 * foreign origin), nothing is written.
 */
function check(shape: (body: unknown) => void) {
  return async (input: Read) => {
    const [leads, images] = [await leadCount(), await imageRows()];
    const response = await send(input);
    const svg = response.headers.get("content-type")?.startsWith("image/svg+xml") && response.status === 200;
    const { status, body } = svg ? { status: 200, body: await response.text() } : await expectSafeAnswer(response);
    if (input.method !== "GET") expect(status).toBe(refusedAsCrossOrigin(input.method, input.headers) ? 403 : 404);
    if (status === 200) shape(body);
    expect([await leadCount(), await imageRows()]).toEqual([leads, images]);
    return status;
  };
}

describe(`fuzz the read endpoints (${replay})`, () => {
  it(
    `GET /api/vehicles/makes: ${inputs(RUNS.makes)} generated query strings and headers`,
    async () => {
      await fuzz(
        "GET /api/vehicles/makes",
        inputs(RUNS.makes),
        reads("/api/vehicles/makes", ["make", "year", "type"]),
        check((body) => {
          expect(body).toEqual({ makes: expect.arrayContaining([{ id: 448, name: "Toyota" }]) });
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `GET /api/vehicles/models: ${inputs(RUNS.models)} generated query strings and headers`,
    async () => {
      await fuzz(
        "GET /api/vehicles/models",
        inputs(RUNS.models),
        reads("/api/vehicles/models", ["make", "year"], { make: "Toyota", year: "2025" }),
        check((body) => {
          expect(body).toEqual({ models: expect.arrayContaining(["Camry"]) });
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `GET /api/deals/recent: ${inputs(RUNS.recent)} generated query strings and headers`,
    async () => {
      await fuzz(
        "GET /api/deals/recent",
        inputs(RUNS.recent),
        reads("/api/deals/recent", ["limit", "days", "make"]),
        check((body) => {
          expect(body).toEqual({ deals: expect.any(Array) });
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `GET /api/deals/stats: ${inputs(RUNS.stats)} generated query strings and headers`,
    async () => {
      await fuzz(
        "GET /api/deals/stats",
        inputs(RUNS.stats),
        reads("/api/deals/stats", ["days", "min"]),
        check((body) => {
          expect(body).toEqual({ count: expect.any(Number), total: expect.any(Number), totalDisplay: expect.any(String) });
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `GET /api/vehicle-image: ${inputs(RUNS.image)} generated query strings and headers`,
    async () => {
      const valid = { year: "2024", make: "Toyota", model: "RAV4", trim: "XLE", body: "suv" };
      await fuzz(
        "GET /api/vehicle-image",
        inputs(RUNS.image),
        reads("/api/vehicle-image", Object.keys(valid), valid),
        check((body) => {
          // No image provider in tests: every answer is a placeholder silhouette.
          expect(body).toEqual({ imageUrl: expect.stringMatching(/^\/api\/vehicle-image\/placeholder\/[a-z]+\.svg$/), cached: false });
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `GET /api/vehicle-image/placeholder/:file: ${inputs(RUNS.placeholder)} generated file names and headers`,
    async () => {
      const file = fc.oneof(
        fc.constantFrom(...PLACEHOLDER_BODIES.map((b) => `${b}.svg`)),
        hostileString.map((s) => encodeURIComponent(s.toWellFormed()).slice(0, 4_000) || "x"),
      );
      const input = fc.record({
        method,
        path: file.map((name) => `/api/vehicle-image/placeholder/${name}`),
        headers: hostileHeaders,
        address: addressOverride,
      });
      await fuzz(
        "GET /api/vehicle-image/placeholder/:file",
        inputs(RUNS.placeholder),
        input,
        check((body) => {
          expect(body).toMatch(/^<svg /);
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
