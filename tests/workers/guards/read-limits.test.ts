import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RATE_LIMIT_MESSAGE } from "#app/domain/constants";
import { api } from "#worker/api";
import { mockUpstream } from "#tests/workers/helpers";

// The read doors that reach outside services or fill caches are counted by their own,
// generous limiter (READ_LIMITER), never by the write limiter of the forms.

const DOORS = [
  "/vehicles/makes",
  "/vehicles/models?make=Toyota&year=2025",
  "/vehicle-image?year=2025&make=toyota&model=rav4",
  "/deals/recent",
  "/deals/stats",
];

function limiters(readAllows: boolean) {
  const read = { limit: vi.fn(async () => ({ success: readAllows })) };
  const write = { limit: vi.fn(async () => ({ success: true })) };
  return { read, write, env: { ...env, READ_LIMITER: read, WRITE_LIMITER: write } };
}

const call = (path: string, bindings: Env) =>
  api.request(path, { headers: { "cf-connecting-ip": "198.51.100.7" } }, bindings, createExecutionContext());

afterEach(() => vi.restoreAllMocks());

describe("the read limiter", () => {
  it.each(DOORS)("answers 429 at %s once the client's read allowance is spent", async (path) => {
    const { read, write, env: limited } = limiters(false);
    const response = await call(path, limited);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: RATE_LIMIT_MESSAGE });
    expect(read.limit).toHaveBeenCalledWith({ key: expect.stringMatching(/:198\.51\.100\.7$/) });
    expect(write.limit).not.toHaveBeenCalled();
  });

  it("lets a client within its allowance through", async () => {
    mockUpstream([]);
    const { read, env: allowed } = limiters(true);
    expect((await call("/deals/recent", allowed)).status).toBe(200);
    expect(read.limit).toHaveBeenCalledTimes(1);
  });

  it("does not count the placeholder silhouettes, which are static", async () => {
    const { read, env: limited } = limiters(false);
    expect((await call("/vehicle-image/placeholder/suv.svg", limited)).status).toBe(200);
    expect(read.limit).not.toHaveBeenCalled();
  });
});
