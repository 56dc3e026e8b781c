import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VPIC_MAKES_KEY } from "#worker/services/vehicles/vpic-keys";
import { AI_TIMEOUT_MS, chatReply, classifyFollowUp, type AiRunner } from "#worker/services/chat/replies.server";
import { UPSTREAM_TIMEOUT_MS } from "#worker/services/shared/fetch-json.server";
import { isPhoneReachable, PHONE_CHECK_TIMEOUT_MS } from "#worker/services/guards/phone-check.server";
import { isSpamEmail, SPAM_LOOKUP_TIMEOUT_MS } from "#worker/services/guards/spam-check.server";
import { listMakes } from "#worker/services/vehicles/vpic.server";
import { leadRowsByEmail, postJson, uniqueEmail, validLead } from "./helpers";

// Every outside service made slow (past its timeout) or broken (a 500, a body that is not JSON): the
// app fails open as SPEC §8 says, within a bounded time. Slow upstreams honour the abort signal, as
// a real fetch does, so the timeouts are the app's own.

afterEach(() => vi.restoreAllMocks());

/** Slack on top of a timeout for the rest of the work (KV, D1, the test's own overhead). */
const SLACK_MS = 1500;

type Upstream = "slow" | "500" | "not-json";

function upstream(kind: Upstream) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    if (kind === "500") return new Response("upstream exploded", { status: 500 });
    if (kind === "not-json") return new Response("<html>maintenance</html>", { status: 200, headers: { "content-type": "text/html" } });
    return new Promise<Response>((_, reject) => {
      const signal = init?.signal;
      signal?.addEventListener("abort", () => reject(signal.reason));
    });
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

const withPhoneKey = { ...env, PHONE_API_KEY: "test-key" } as Env;
const KINDS: Upstream[] = ["slow", "500", "not-json"];

describe.each(KINDS)("outside services %s", { timeout: 15_000 }, (kind) => {
  const bound = (timeout: number) => (kind === "slow" ? timeout + SLACK_MS : SLACK_MS);

  it("spam database: the address is accepted", async () => {
    upstream(kind);
    const { value, ms } = await timed(() => isSpamEmail(env, uniqueEmail("fault")));
    expect(value).toBe(false);
    expect(ms).toBeLessThan(bound(SPAM_LOOKUP_TIMEOUT_MS));
  });

  it("spam database: a lead is still stored, within the bound", async () => {
    upstream(kind);
    const lead = await validLead();
    const { value: response, ms } = await timed(() => postJson("/api/leads", lead));
    expect(response.status).toBe(200);
    expect(await leadRowsByEmail(lead.email)).toHaveLength(1);
    expect(ms).toBeLessThan(bound(SPAM_LOOKUP_TIMEOUT_MS));
  });

  it("phone service: the number counts as valid", async () => {
    upstream(kind);
    const { value, ms } = await timed(() => isPhoneReachable(withPhoneKey, "4155552671"));
    expect(value).toBe(true);
    expect(ms).toBeLessThan(bound(PHONE_CHECK_TIMEOUT_MS));
  });

  it("vehicle database: the make list is empty, and nothing broken is cached", async () => {
    await env.CACHE.delete(VPIC_MAKES_KEY);
    upstream(kind);
    const { value, ms } = await timed(() => listMakes(env));
    expect(value).toEqual([]);
    expect(ms).toBeLessThan(bound(UPSTREAM_TIMEOUT_MS));
    expect(await env.CACHE.get(VPIC_MAKES_KEY)).toBeNull();
  });

  it("Workers AI: no reply (the browser uses its canned one) and the patterns classify", async () => {
    const ai: AiRunner =
      kind === "slow"
        ? () => new Promise(() => {})
        : kind === "500"
          ? async () => {
              throw new Error("InferenceUpstreamError: 500");
            }
          : async () => "<html>not an answer</html>";
    const body = {
      answerValue: "94105",
      answerDisplay: "94105",
      questionContext: "zipCode",
      context: "",
      specificInstruction: "",
      conversationHistory: [],
      language: "en" as const,
    };
    const [reply, verdict] = await Promise.all([
      timed(() => chatReply(ai, "CarAdvisor", body)),
      timed(() => classifyFollowUp(ai, "no thanks")),
    ]);
    expect(reply.value).toBeNull();
    expect(verdict.value).toEqual({ response: "DONE", fallback: true });
    expect(Math.max(reply.ms, verdict.ms)).toBeLessThan(bound(AI_TIMEOUT_MS));
  });
});
