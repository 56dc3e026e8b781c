import { env } from "cloudflare:test";
import { createElement, type FunctionComponent, Suspense, use } from "react";
import { createRequestHandler, Outlet, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ISLAND_PAGE } from "#app/islands/island-page";
import { workerContext } from "#worker/request-context.server";
import { testServerBuild } from "./server-build";

// An island page with nothing to stream is rendered to a string (decision record 058); a part of it that
// waits or fails after all must still arrive, or be reported, as the stream would have done.

afterEach(() => vi.restoreAllMocks());

const Root = () => createElement(Outlet);

/** Some data only a component knows it waits for: no loader returned it as a promise. */
function Late() {
  const text = use(new Promise<string>((resolve) => setTimeout(() => resolve("arrived late"), 20)));
  return createElement("p", null, text);
}

function Broken(): never {
  throw new Error("a section that fails");
}

const inSuspense = (child: FunctionComponent) => () =>
  createElement(
    "main",
    null,
    createElement("h1", null, "Page"),
    createElement(Suspense, { fallback: createElement("p", null, "waiting") }, createElement(child)),
  );

/** The pages of the smallest server build around the real entry module: island pages whose loaders return nothing to wait for. */
const PAGES = {
  plain: () => createElement("p", null, "all here"),
  late: inSuspense(Late),
  broken: inSuspense(Broken),
};

/** The route as the server's tables and the browser's manifest both name it. */
const route = (id: string, path: string, parentId?: string) => ({ id, path, ...(parentId ? { parentId } : {}) });
const ROUTES = [route("root", ""), ...Object.keys(PAGES).map((id) => route(id, id, "root"))];

const build = testServerBuild(
  Object.fromEntries(
    ROUTES.map((r) => [
      r.id,
      { ...r, module: r.id === "root" ? { default: Root } : { default: PAGES[r.id as keyof typeof PAGES], handle: ISLAND_PAGE } },
    ]),
  ),
  {
    entry: { module: "/entry.js", imports: [] },
    routes: Object.fromEntries(
      ROUTES.map((r) => [
        r.id,
        {
          ...r,
          module: `/${r.id}.js`,
          hasAction: false,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      ]),
    ),
    url: "/manifest.js",
    version: "test",
  },
);

function page(path: string) {
  const context = new RouterContextProvider();
  context.set(workerContext, { env, ctx: { waitUntil: () => {} }, nonce: "" });
  return createRequestHandler(build, "production")(new Request(`https://caradvisor.test${path}`), context);
}

describe("an island page with nothing to stream", () => {
  it("is written whole, as one document", async () => {
    const response = await page("/plain");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("<p>all here</p>");
  });

  it("still waits for a part that waits after all, rather than leaving it to a browser that has no React", async () => {
    const response = await page("/late");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("arrived late");
    expect(html).not.toContain("<!--$!-->");
  });

  it("still answers 500 when a part fails, as the stream does", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await page("/broken");
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("<h1>Page</h1>");
  });
});
