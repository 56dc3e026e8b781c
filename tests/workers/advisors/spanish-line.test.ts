import { createExecutionContext, env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SPANISH_LINE_KEY } from "#app/domain/admin/spanish-line";
import { spanishLine } from "#app/root.server";
import { workerContext } from "#worker/request-context.server";
import { refreshSpanishLine, spanishLineOpen } from "#worker/services/advisors/spanish-line.server";
import { addAdvisor } from "#tests/workers/admin/admin-helpers";

// "Hablamos español" by the phone when an enabled advisor speaks Spanish, read from KV
// (24 hours) so a page view never asks D1, and written again whenever it may change.

afterEach(() => vi.restoreAllMocks());

describe("the cached Spanish-line flag", () => {
  it("follows the enabled advisors' languages, and a page view reads KV, not D1", async () => {
    await env.DB.prepare("update advisors set languages = '[\"en\"]'").run();
    await env.CACHE.delete(SPANISH_LINE_KEY);
    expect(await spanishLineOpen(env)).toBe(false);
    const speaker = await addAdvisor({ disabled: true });
    await env.DB.prepare(`update advisors set languages = '["es"]' where id = ?`).bind(speaker.id).run();
    // A disabled advisor answers no phone.
    expect(await refreshSpanishLine(env)).toBe(false);
    await env.DB.prepare("update advisors set disabled = 0 where id = ?").bind(speaker.id).run();
    expect(await refreshSpanishLine(env)).toBe(true);

    const prepare = vi.spyOn(env.DB, "prepare");
    expect(await spanishLineOpen(env)).toBe(true);
    expect(prepare).not.toHaveBeenCalled();
    expect(await env.CACHE.get(SPANISH_LINE_KEY)).toBe("true");
  });
});

describe("the root loader's line by the phone", () => {
  const page = (path: string, workerEnv: Env = env) => {
    const context = new RouterContextProvider();
    context.set(workerContext, { env: workerEnv, ctx: createExecutionContext(), nonce: "n" });
    return spanishLine(new Request(`https://caradvisor.example${path}`), context);
  };

  it("says Hablamos español on Spanish pages only, while a Spanish speaker takes calls", async () => {
    await env.CACHE.put(SPANISH_LINE_KEY, "true");
    expect(await page("/es")).toBe(true);
    expect(await page("/es/landing/v1?utm_source=google")).toBe(true);
    expect(await page("/")).toBe(false);
    expect(await page("/landing/v1")).toBe(false);
    await env.CACHE.put(SPANISH_LINE_KEY, "false");
    expect(await page("/es")).toBe(false);
  });

  it("promises nothing when the flag cannot be read", async () => {
    await env.CACHE.delete(SPANISH_LINE_KEY);
    const broken = {
      ...env,
      DB: {
        prepare: () => {
          throw new Error("D1 down");
        },
      },
    } as unknown as Env;
    expect(await page("/es", broken)).toBe(false);
  });
});
