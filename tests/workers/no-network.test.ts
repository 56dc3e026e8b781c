import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { takeRefusedCalls } from "./no-network";

// The suite's tripwire (tests/workers/no-network.ts, installed by setup.ts): a call to the outside that no
// test double answers is refused at once, with no DNS lookup, and recorded so the test that made it fails.

afterEach(() => vi.restoreAllMocks());

const SPAM_LOOKUP = "https://api.stopforumspam.org/api?emailhash=d41d8cd98f00b204e9800998ecf8427e&json";

describe("tests never reach the network", () => {
  it("refuses a fetch no fixture or fetch mock answers, and records it for the test's failure", async () => {
    await expect(fetch(SPAM_LOOKUP)).rejects.toThrow(`Tests never reach the network: no fixture or fetch mock answers ${SPAM_LOOKUP}`);
    expect(takeRefusedCalls()).toEqual([expect.stringContaining(`fetch ${SPAM_LOOKUP}\nTypeError: Tests never reach the network`)]);
  });

  it("refuses Workers AI without a fake binding, and records it likewise", async () => {
    const reply = env.AI.run("@cf/meta/llama-3.3-70b-instruct-fp8-fast", { messages: [{ role: "user", content: "hi" }] });
    await expect(reply).rejects.toThrow("Tests never call Workers AI: give the test a fake binding");
    expect(takeRefusedCalls()).toEqual([expect.stringContaining("Workers AI @cf/meta/llama-3.3-70b-instruct-fp8-fast\n")]);
  });

  it("comes back after a test's own fetch mock is restored, rather than the network", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ emailhash: { appears: 0, frequency: 0 } }));
    expect((await fetch(SPAM_LOOKUP)).ok).toBe(true);
    expect(takeRefusedCalls()).toEqual([]);
    vi.restoreAllMocks();
    await expect(fetch(SPAM_LOOKUP)).rejects.toThrow("Tests never reach the network");
    expect(takeRefusedCalls()).toHaveLength(1);
  });
});
