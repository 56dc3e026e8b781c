import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "#worker/app";

// English pages differ by Accept-Language and the language cookies ("¿Prefiere español?") and carry a
// nonce and a form token of their own: they went out with neither Vary nor Cache-Control, so a
// cache-everything rule in front of the Worker would have served one visitor's page to the next.

/** The Worker's root with pages answering as React Router does: HTML, with the headers a route sets. */
const app = createApp(async (request) => {
  const { pathname } = new URL(request.url);
  if (pathname === "/robots.txt")
    return new Response("User-agent: *", { headers: { "content-type": "text/plain", "cache-control": "public, max-age=3600" } });
  if (pathname.endsWith(".data")) return new Response("[]", { headers: { "content-type": "text/x-script" } });
  const own: Record<string, string> =
    pathname === "/admin/login" || pathname.endsWith("/unsubscribe") ? { "cache-control": "no-store" } : {};
  const vary: Record<string, string> = pathname === "/about" ? { vary: "Accept-Encoding" } : {};
  return new Response("<!doctype html><title>page</title>", { headers: { "content-type": "text/html; charset=utf-8", ...own, ...vary } });
});

async function get(path: string) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`https://caradvisor.test${path}`, { headers: { "accept-language": "es-MX,es;q=0.9" } }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { cacheControl: response.headers.get("cache-control"), vary: response.headers.get("vary"), body: await response.text() };
}

describe("page caching", () => {
  it.each(["/", "/landing/V2", "/chatbot", "/privacy", "/no/such/page"])(
    "an English page with a Spanish twin (%s) varies by Accept-Language and Cookie, and no shared cache keeps it",
    async (path) => {
      expect(await get(path)).toMatchObject({ cacheControl: "private, no-cache", vary: "Accept-Language, Cookie" });
    },
  );

  it("a Spanish page differs by neither", async () => {
    for (const path of ["/es", "/es/landing/V2", "/es/privacy"])
      expect(await get(path), path).toMatchObject({ cacheControl: "private, no-cache", vary: null });
  });

  it("keeps a page's own Vary and adds to it", async () => {
    expect((await get("/about")).vary).toBe("Accept-Encoding, Accept-Language, Cookie");
  });

  it("the advisors' pages are never stored; a route's own choice stands", async () => {
    expect(await get("/admin")).toMatchObject({ cacheControl: "private, no-store", vary: null });
    expect(await get("/admin/leads/x")).toMatchObject({ cacheControl: "private, no-store" });
    expect(await get("/admin/login")).toMatchObject({ cacheControl: "no-store" });
    expect(await get("/es/unsubscribe")).toMatchObject({ cacheControl: "no-store", vary: null });
  });

  it("a page's data for a client-side navigation is treated as its page; other answers are left as they are", async () => {
    expect(await get("/about.data")).toMatchObject({ cacheControl: "private, no-cache", vary: "Accept-Language, Cookie" });
    expect(await get("/_root.data")).toMatchObject({ cacheControl: "private, no-cache", vary: "Accept-Language, Cookie" });
    expect(await get("/es/about.data")).toMatchObject({ cacheControl: "private, no-cache", vary: null });
    expect(await get("/robots.txt")).toMatchObject({ cacheControl: "public, max-age=3600", vary: null, body: "User-agent: *" });
    expect((await get("/")).body).toBe("<!doctype html><title>page</title>");
  });
});
