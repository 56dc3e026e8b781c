import { experimental_readRawConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RATE_LIMIT_WINDOW_SECONDS } from "#app/domain/constants";

const limitersSchema = z.object({
  ratelimits: z.array(z.object({ name: z.string(), simple: z.object({ period: z.number() }) })).min(1),
});

describe("the rate limiters' window", () => {
  it("is the one a 429's Retry-After states, for every limiter of wrangler.toml", () => {
    const { ratelimits } = limitersSchema.parse(experimental_readRawConfig({ config: "wrangler.toml" }).rawConfig);
    for (const limiter of ratelimits) expect([limiter.name, limiter.simple.period]).toEqual([limiter.name, RATE_LIMIT_WINDOW_SECONDS]);
  });
});
