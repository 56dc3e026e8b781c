import { env, SELF } from "cloudflare:test";
import fc from "fast-check";
import { expect, vi } from "vitest";
import { z } from "zod";
import makesCar from "#tests/fixtures/vpic/makes-car.json";
import modelsToyota from "#tests/fixtures/vpic/models-toyota-2025-car.json";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { freshAddress, json, mockUpstream } from "#tests/workers/helpers";
import { SHARED_ADDRESS } from "./arbitraries";

/** FUZZ_SEED=<seed> replays a run (vitest.workers.config.ts passes it into the runtime as a binding). */
export const seed = Number(env.FUZZ_SEED || Date.now() % 2 ** 31);
/**
 * The share of each property's inputs this run sends (FUZZ_SHARE): a quarter in `npm test`, which CI times,
 * all of them in `npm run audit:fuzz`. At least 20, so every property still meets varied input. Test names
 * give the count sent (`inputs`).
 */
const share = Number(env.FUZZ_SHARE || 1);
const suite = "npx vitest run -c vitest.workers.config.ts tests/workers/fuzz";
export const replay = `seed ${seed}; replay: FUZZ_SEED=${seed} FUZZ_SHARE=${share} ${suite}`;

/**
 * Each property sends one request per run and resolves with its status; a failure reports the seed
 * and the shrunk counterexample. The statuses seen are printed (vitest shows them with --silent=false).
 */
export const inputs = (all: number) => Math.min(all, Math.max(20, Math.round(all * share)));

export async function fuzz<T>(label: string, numRuns: number, input: fc.Arbitrary<T>, check: (value: T) => Promise<number>) {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(input, async (value) => {
      const status = await check(value);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
    { seed, numRuns },
  );
  const tally = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  console.log(`${label}: ${numRuns} inputs, answers ${tally}; ${replay}`);
}

// Vitest's limit for one fuzz test (the longest takes ~25 s; the whole fuzz suite 1-2 minutes on two cores).
export const FUZZ_TIMEOUT_MS = 170_000;

// A lead form's error may bring the token the page sends next.
const errorBody = z.strictObject({
  error: z.string().min(1),
  fields: z.record(z.string(), z.string()).optional(),
  formToken: z.string().optional(),
});

/** Every answer: never a 5xx; every error is JSON `{ error, fields?, formToken? }`. Resolves with the status and the parsed body. */
export async function expectSafeAnswer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  expect(response.status, `5xx answer: ${text.slice(0, 300)}`).toBeLessThan(500);
  const body = parsedBody(text);
  if (response.status >= 400) {
    expect(response.headers.get("content-type") ?? "", `error without JSON content type: ${text.slice(0, 300)}`).toMatch(
      /^application\/json/,
    );
    const shape = errorBody.safeParse(body);
    expect(shape.success, `error body not { error, fields? }: ${text.slice(0, 300)}`).toBe(true);
  }
  return { status: response.status, body };
}

/** The value the server's `c.req.json()` sees, or undefined when the text is not JSON. */
export function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A state-changing request with a foreign Origin is refused (403) before any validation (worker/security-headers.ts). */
// Header values travel trimmed of spaces and tabs (only those), and an empty one does not travel at all.
export function refusedAsCrossOrigin(method: string, headers: Record<string, string> = {}): boolean {
  const origin = headers.origin?.replace(/^[ \t]+|[ \t]+$/g, "");
  return !/^(GET|HEAD|OPTIONS)$/i.test(method) && origin !== undefined && origin !== "" && origin !== "https://caradvisor.test";
}

export type Sent = {
  method: string;
  path: string;
  body?: BodyInit;
  contentType?: string;
  headers?: Record<string, string>;
  address?: string | null;
};

let addressSalt = 0;

/** Sends through the Worker from a fresh client address, a generated hostile one (made unique) or the shared one. */
export function send({ method, path, body, contentType, headers = {}, address = null }: Sent) {
  addressSalt += 1;
  const client = address === null ? freshAddress() : address === SHARED_ADDRESS ? address : `${address}#${addressSalt}`;
  const all: Record<string, string> = { ...headers, "cf-connecting-ip": client };
  if (contentType !== undefined) all["content-type"] = contentType;
  return SELF.fetch(`https://caradvisor.test${path}`, { method, body, headers: all });
}

export async function leadCount(): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from leads").first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Outbound calls answer from fixtures (spam database clean, vPIC makes and models) or fail like an
 * unreachable host; Workers AI answers a fixed line.
 */
export function mockOutside() {
  mockUpstream([
    { match: /stopforumspam/, respond: json(clean) },
    { match: /GetMakesForVehicleType/, respond: json(makesCar) },
    { match: /GetModelsForMakeYear/, respond: json(modelsToyota) },
  ]);
  vi.spyOn(env.AI, "run").mockResolvedValue({ response: "Happy to help with that." });
}
