import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { freshAddress } from "./helpers";

const BASE = "https://caradvisor.test";

function expectStrictHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
}

describe("security headers", () => {
  it("are on pages, with a fresh nonce each request", async () => {
    const [a, b] = await Promise.all([SELF.fetch(`${BASE}/`), SELF.fetch(`${BASE}/about`)]);
    expectStrictHeaders(a);
    expectStrictHeaders(b);
    const nonce = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce(a)).not.toBe(nonce(b));
  });

  it("are on API answers, errors included", async () => {
    expectStrictHeaders(await SELF.fetch(`${BASE}/api/deals/stats`));
    expectStrictHeaders(await SELF.fetch(`${BASE}/api/nowhere`));
    expectStrictHeaders(
      await SELF.fetch(`${BASE}/api/leads`, { method: "POST", body: "{", headers: { "content-type": "application/json" } }),
    );
  });
});

describe("origin checks on state-changing requests", () => {
  const post = (path: string, headers: Record<string, string>, body = "{}") =>
    SELF.fetch(`${BASE}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshAddress(), ...headers },
      body,
    });

  it.each(["/api/leads", "/api/newsletter", "/api/chat/leads", "/api/chat/uploads", "/admin/login", "/"])(
    "refuse %s from another site",
    async (path) => {
      const hostile: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: "null", "sec-fetch-site": "cross-site" },
        { origin: "null", "sec-fetch-site": "same-site" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
      ];
      for (const headers of hostile) {
        const response = await post(path, headers);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: "This request must come from our own pages." });
      }
    },
  );

  it("let our own pages through, and clients that are not browsers", async () => {
    expect((await post("/api/newsletter", { origin: BASE, "sec-fetch-site": "same-origin" })).status).toBe(400);
    // A page of ours whose Referrer-Policy is no-referrer (the buyer's page) posts with Origin: null.
    expect((await post("/api/newsletter", { origin: "null", "sec-fetch-site": "same-origin" })).status).toBe(400);
    expect((await post("/api/newsletter", {})).status).toBe(400);
    expect((await SELF.fetch(`${BASE}/api/deals/stats`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it("cover PATCH and DELETE too", async () => {
    const patch = await SELF.fetch(`${BASE}/api/chat/leads/x`, {
      method: "PATCH",
      headers: { origin: "https://evil.example" },
      body: "{}",
    });
    expect(patch.status).toBe(403);
  });
});
