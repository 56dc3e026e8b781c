import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SPANISH_LINE_KEY } from "~/domain/admin/spanish-line";
import { refreshSpanishLine, spanishLineOpen } from "../../../worker/services/advisors/spanish-line.server";
import { addAdvisor } from "../admin/admin-helpers";

// Issue 24, item 5: "Hablamos español" by the phone when an enabled advisor speaks Spanish, read from KV
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
