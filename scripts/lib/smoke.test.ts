import { describe, expect, it } from "vitest";
import { smoke } from "./smoke";

const page = (status = 200) =>
  new Response("<!DOCTYPE html><html><body>ok</body></html>", { status, headers: { "content-type": "text/html" } });

/** A site whose answers are given by path; anything else is a 404. */
const site =
  (answers: Record<string, () => Response>): typeof fetch =>
  async (input) => {
    const path = new URL(String(input)).pathname;
    return answers[path]?.() ?? new Response("not found", { status: 404 });
  };

const healthy = {
  "/api/health": () => Response.json({ ok: true }),
  "/": () => page(),
  "/api/deals/recent": () => Response.json({ deals: [] }),
  "/admin/login": () => page(),
};

describe("npm run smoke", () => {
  it("passes a healthy site, and one whose sign-in page is behind Cloudflare Access", async () => {
    expect((await smoke("https://www.northwindauto.com", site(healthy))).filter((r) => r.problem)).toEqual([]);
    const access = {
      ...healthy,
      "/admin/login": () =>
        new Response(null, { status: 302, headers: { location: "https://northwind.cloudflareaccess.com/cdn-cgi/access/login" } }),
    };
    expect((await smoke("https://www.northwindauto.com", site(access))).filter((r) => r.problem)).toEqual([]);
  });

  it("names each failing check: a 5xx, a broken health check, a missing page, a redirect elsewhere, an unreachable site", async () => {
    const broken = {
      ...healthy,
      "/api/health": () => Response.json({ ok: false }, { status: 503 }),
      "/api/deals/recent": () => new Response("oops", { status: 500 }),
      "/admin/login": () => new Response(null, { status: 302, headers: { location: "https://evil.example/" } }),
      "/": () => new Response("{}", { headers: { "content-type": "application/json" } }),
    };
    const results = await smoke("https://www.northwindauto.com", site(broken));
    expect(results.filter((r) => r.problem).map((r) => r.name)).toEqual(["health", "a page", "the deals API", "the admin's sign-in page"]);
    const down = await smoke("https://www.northwindauto.com", async () => {
      throw new TypeError("fetch failed");
    });
    expect(down.every((r) => r.problem?.startsWith("unreachable"))).toBe(true);
  });
});
