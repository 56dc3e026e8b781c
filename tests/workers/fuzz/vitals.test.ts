import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isRoutePattern, isSafeSelector } from "#app/domain/vitals/beacon";
import { vitalsBeaconSchema } from "#app/domain/vitals/beacon-schema";
import { VITAL_METRICS } from "#app/domain/vitals/metrics";
import { hostileString, jsonRequest, jsonText, wrongValue } from "./arbitraries";
import { expectSafeAnswer, fuzz, FUZZ_TIMEOUT_MS, inputs, mockOutside, parsedBody, replay, send } from "./harness";

const RUNS = 1_200;

const VALID = {
  route: "/landing/V2",
  language: "en",
  device: "phone",
  connection: "4g",
  metrics: [
    { name: "LCP", value: 1830.4, selector: "img.hero-photo" },
    { name: "INP", value: 96, selector: "button#menu-button" },
    { name: "TTFB", value: 88 },
  ],
};

/** Metrics lists close to a browser's: known and unknown names, any value, selectors holding anything. */
const metric = fc.record(
  {
    name: fc.oneof(fc.constantFrom(...VITAL_METRICS, "FID", "lcp", "__proto__"), wrongValue),
    value: fc.oneof(fc.double(), fc.integer(), wrongValue),
    selector: fc.oneof(fc.constantFrom("button.x", "input#maria@gmail.com", "div#lead-4155550100", "p.a b"), hostileString, wrongValue),
  },
  { requiredKeys: ["name", "value"] },
);
/** Metrics a browser would send, so that some spoiled beacons are still whole and get counted. */
const browserMetrics = fc.uniqueArray(
  fc.record(
    {
      name: fc.constantFrom(...VITAL_METRICS),
      value: fc.double({ min: 0, max: 60_000, noNaN: true }),
      selector: fc.constantFrom("button.x", "img#hero"),
    },
    { requiredKeys: ["name", "value"] },
  ),
  { selector: (m) => m.name, minLength: 1, maxLength: 5 },
);
const values = fc.oneof(
  wrongValue,
  fc.array(metric, { maxLength: 7 }),
  browserMetrics,
  fc.constantFrom("/?lead=navbar", "/maria@gmail.com", "/admin/leads/123", "https://caradvisor.test/", "/es/*", "/landing/V2#x"),
);

const storedCount = async () => (await env.DB.prepare("select coalesce(sum(n), 0) as n from vital_hours").first<{ n: number }>())?.n ?? 0;

beforeEach(() => mockOutside());
afterEach(() => vi.restoreAllMocks());

describe(`fuzz the Web Vitals beacon (${replay})`, () => {
  it(
    `POST /api/vitals: ${inputs(RUNS)} generated bodies and headers`,
    async () => {
      // A foreign Origin is refused before the body is read (the harness's refusedAsCrossOrigin): sent one time in ten.
      const requests = fc.tuple(jsonRequest(Object.keys(VALID), values), fc.nat(9));
      await fuzz("POST /api/vitals", inputs(RUNS), requests, async ([request, tenth]) => {
        const { origin, ...headers } = request.headers;
        const text = jsonText(request.body, VALID);
        const before = await storedCount();
        const { status } = await expectSafeAnswer(
          await send({
            method: "POST",
            path: "/api/vitals",
            body: text,
            contentType: request.contentType ?? undefined,
            headers: tenth === 0 && origin !== undefined ? { ...headers, origin } : headers,
            address: request.address,
          }),
        );
        const added = (await storedCount()) - before;
        const sent = vitalsBeaconSchema.safeParse(parsedBody(text));
        if (status === 204) {
          expect(sent.success, `counted a beacon the schema refuses: ${text.slice(0, 300)}`).toBe(true);
          expect(added).toBe(sent.success ? sent.data.metrics.length : 0);
        } else {
          expect(added, `counted a refused beacon (${status}): ${text.slice(0, 300)}`).toBe(0);
        }
        return status;
      });
      // Whatever was sent, the tables hold only route patterns and element selectors.
      const routes = await env.DB.prepare("select distinct route from vital_hours union select distinct route from vital_targets").all<{
        route: string;
      }>();
      for (const { route } of routes.results) expect(isRoutePattern(route), route).toBe(true);
      const selectors = await env.DB.prepare("select distinct selector from vital_targets").all<{ selector: string }>();
      for (const { selector } of selectors.results) expect(isSafeSelector(selector), selector).toBe(true);
    },
    FUZZ_TIMEOUT_MS,
  );
});
