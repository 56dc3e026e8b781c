import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("GET /api/health (the smoke test's first check)", () => {
  it("answers ok when D1 answers, never cached", async () => {
    const response = await SELF.fetch("https://caradvisor.test/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true });
  });
});
