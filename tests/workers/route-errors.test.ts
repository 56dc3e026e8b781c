import { env } from "cloudflare:test";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { workerContext } from "#worker/request-context.server";
import { testServerBuild } from "./server-build";

// A loader or action that throws reaches React Router's error handler. Its default console.errors the
// raw error, and a failed drizzle query's message lists the query's parameters: an email, a search.
// entry.server.tsx's handleError logs through worker/log.ts instead (the cause only, masked).

afterEach(() => vi.restoreAllMocks());

const EMAIL = "dana.rivera@gmail.com";

/** A loader that fails the way a real one can: a drizzle query (a lead written twice) whose parameters carry the visitor's email. */
async function failingLoader() {
  const row = { id: crypto.randomUUID(), firstName: "Dana", email: EMAIL };
  await database(env.DB).insert(leads).values(row);
  await database(env.DB).insert(leads).values(row);
  return null;
}

const Page = () => null;

/** The smallest server build around the real entry module: a page whose loader fails. */
const build = testServerBuild(
  {
    root: { id: "root", path: "", module: { default: Page } },
    failing: { id: "failing", parentId: "root", path: "failing", module: { default: Page, loader: failingLoader } },
  },
  { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
);

describe("errors of loaders and actions", () => {
  it("are logged without the query's parameters: a failing loader's log line carries no email", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    const context = new RouterContextProvider();
    context.set(workerContext, { env, ctx: { waitUntil: () => {} }, nonce: "" });

    // The page's data request, as a client-side navigation makes it.
    const response = await createRequestHandler(build, "production")(new Request("https://caradvisor.test/failing.data"), context);
    expect(response.status).toBe(500);

    const written = [...errors.mock.calls, ...logs.mock.calls].map((args) =>
      args.map((arg) => (arg instanceof Error ? `${arg.message} ${String(arg.cause)}` : String(arg))).join(" "),
    );
    expect(written.length).toBeGreaterThan(0);
    for (const line of written) expect(line).not.toContain("rivera");
    // One line of ours, naming the route and the database's cause.
    const line = written.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.event === "route_error");
    expect(line).toMatchObject({ level: "error", route: "/failing.data", error: expect.stringMatching(/^query failed: /) });
  });
});
