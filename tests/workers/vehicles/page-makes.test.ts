import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { PAGE_MAKES_MEMO_MS } from "#app/domain/constants";
import { memoizedMakes } from "#app/routes/page-makes.server";

// The marketing pages keep the make list for a while instead of reading KV on every view.

const TOYOTA = [{ id: 448, name: "Toyota" }];

describe("the marketing pages' make list", () => {
  it("is read once, then kept until PAGE_MAKES_MEMO_MS has passed", async () => {
    const list = vi.fn(async () => TOYOTA);
    const makes = memoizedMakes(list);
    expect(await makes(env, 0)).toEqual(TOYOTA);
    expect(await makes(env, PAGE_MAKES_MEMO_MS - 1)).toEqual(TOYOTA);
    expect(list).toHaveBeenCalledTimes(1);
    await makes(env, PAGE_MAKES_MEMO_MS);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("keeps no empty list, so the next page view asks again", async () => {
    const list = vi
      .fn(async () => [] as typeof TOYOTA)
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce(TOYOTA);
    const makes = memoizedMakes(list);
    expect(await makes(env, 0)).toEqual([]);
    expect(await makes(env, 1)).toEqual(TOYOTA);
    expect(list).toHaveBeenCalledTimes(2);
  });
});
