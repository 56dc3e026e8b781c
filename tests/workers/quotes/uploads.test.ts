import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_SWEEP } from "#app/domain/retention";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { dealerQuoteResponse } from "#worker/services/quotes/quote-response.server";
import { storeDealerQuote } from "#worker/services/quotes/uploads.server";
import { sweepOrphanUploads } from "#worker/services/quotes/upload-sweep.server";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { CHAT_MESSAGES } from "#app/domain/chat/api-messages";
import { chatLeadOf, chatUpload, newSessionId } from "./chat-uploads";
import { holdQuoteReadings } from "./reading-helpers";

// What is stored is looked at here, not its reading: the queue holds the readings the uploads ask for.
beforeEach(holdQuoteReadings);
afterEach(() => vi.restoreAllMocks());

const png = (marker: number) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, marker])], "quote.png");
const bytesAt = async (path: string) => new Uint8Array(await ((await env.UPLOADS.get(path))?.arrayBuffer() ?? new ArrayBuffer(0)));

describe("dealer quote uploads never overwrite", () => {
  it("gives a second upload of the same lead in the same millisecond its own path, with a random part", async () => {
    vi.spyOn(Date, "now").mockReturnValue(1_800_000_000_000);
    const owner = `lead-${crypto.randomUUID()}`;
    const first = await storeDealerQuote(env, png(1), owner);
    const second = await storeDealerQuote(env, png(2), owner);
    const shape = new RegExp(`^dealer-quotes/${owner}_1800000000000-[a-z0-9]{12}\\.png$`);
    expect(first.ok && first.path).toMatch(shape);
    expect(second.ok && second.path).toMatch(shape);
    expect(first).not.toEqual(second);
    expect((await bytesAt(first.ok ? first.path : "")).at(-1)).toBe(1);
  });

  it("refuses rather than replace an object that already holds its path", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const owner = `lead-${crypto.randomUUID()}`;
    const put = env.UPLOADS.put.bind(env.UPLOADS);
    // Another writer takes the very path first, between the name's choice and the write.
    vi.spyOn(env.UPLOADS, "put").mockImplementationOnce(async (key, value, options) => {
      await put(key, "kept");
      return put(key, value, options);
    });
    expect(await storeDealerQuote(env, png(9), owner)).toEqual({
      ok: false,
      status: 500,
      error: "Failed to upload file. Please try again.",
    });
    const [taken] = (await env.UPLOADS.list({ prefix: `dealer-quotes/${owner}_` })).objects;
    expect(await (await env.UPLOADS.get(taken?.key ?? ""))?.text()).toBe("kept");
  });
});

describe("the daily sweep of uploads no lead references", () => {
  const later = (ms: number) => new Date(Date.now() + ms);

  it("deletes unreferenced uploads older than a day, keeps referenced and newer ones, every page in one run", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const tag = crypto.randomUUID().slice(0, 8);
    const keys = ["a", "b", "c", "d", "e"].map((k) => `dealer-quotes/${tag}${k}_1.png`);
    for (const key of keys) await env.UPLOADS.put(key, "quote");
    const [referencedKey, ...orphans] = keys;
    await database(env.DB).insert(leads).values({ id: crypto.randomUUID(), leadSource: "chatbot", dealerQuoteImagePath: referencedKey });

    // Under a day old: nothing goes, whoever references it.
    await sweepOrphanUploads(env, later(UPLOAD_SWEEP.orphanAfterMs - 60_000));
    for (const key of keys) expect(await env.UPLOADS.head(key)).not.toBeNull();

    // A day on, one run with pages of two objects goes through them all (not one page a day).
    const run = await sweepOrphanUploads(env, later(UPLOAD_SWEEP.orphanAfterMs + 60_000), 2);
    expect(run.pages).toBeGreaterThanOrEqual(3);
    expect(run.deleted).toBeGreaterThanOrEqual(orphans.length);
    expect(await env.UPLOADS.head(referencedKey ?? "")).not.toBeNull();
    for (const key of orphans) expect(await env.UPLOADS.head(key)).toBeNull();
  });
});

describe("the dealer quote as the advisor sees it", () => {
  it("is a sandboxed document that may load nothing but its own image", async () => {
    const path = `dealer-quotes/csp${crypto.randomUUID().slice(0, 8)}_1.pdf`;
    await env.UPLOADS.put(path, "%PDF-1.7", { httpMetadata: { contentType: "application/pdf" } });
    const response = await dealerQuoteResponse(env, path);
    const policy = response?.headers.get("content-security-policy") ?? "";
    expect(policy.split("; ")).toEqual([
      "sandbox",
      "default-src 'none'",
      "img-src 'self'",
      "style-src 'unsafe-inline'",
      "frame-ancestors 'self'",
    ]);
    expect(response?.headers.get("content-type")).toBe("application/pdf");
    expect(response?.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("chat uploads need the chat's lead and token", () => {
  const sessionQuotes = async (sessionId: string) =>
    (await env.UPLOADS.list({ prefix: `dealer-quotes/pending/${sessionId}_` })).objects.length +
    (await env.UPLOADS.list({ prefix: `dealer-quotes/${sessionId}_` })).objects.length;

  it("refuses an upload without a token, or with another lead's token, and stores nothing", async () => {
    const sessionId = newSessionId();
    const lead = await chatLeadOf(sessionId);
    const other = await chatLeadOf(newSessionId());
    const noToken = await chatUpload(png(1), sessionId, null);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toEqual({ error: CHAT_MESSAGES.uploadUnauthorized });
    const wrongToken = await chatUpload(png(2), sessionId, { id: lead.id, token: other.token });
    expect(wrongToken.status).toBe(403);
    expect(await wrongToken.json()).toEqual({ error: CHAT_MESSAGES.uploadForbidden });
    // Another session's lead with its own token does not open this session's uploads either.
    expect((await chatUpload(png(3), sessionId, other)).status).toBe(403);
    expect(await sessionQuotes(sessionId)).toBe(0);
  });

  it("stores a valid upload and refuses the one past the quota, storing nothing more", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const sessionId = newSessionId();
    const lead = await chatLeadOf(sessionId);
    for (let i = 0; i < CHAT_LIMITS.maxUploadsPerLead; i += 1) {
      const response = await chatUpload(png(i), sessionId, lead);
      expect(response.status).toBe(200);
      const { path } = await response.json<{ path: string }>();
      expect((await bytesAt(path)).at(-1)).toBe(i);
    }
    const past = await chatUpload(png(99), sessionId, lead);
    expect(past.status).toBe(429);
    expect(await past.json()).toEqual({ error: CHAT_MESSAGES.uploadQuota(CHAT_LIMITS.maxUploadsPerLead) });
    expect(await sessionQuotes(sessionId)).toBe(CHAT_LIMITS.maxUploadsPerLead);
  });

  it("claims the quota before storing: nine parallel uploads store five, and the rest hear the quota's own message", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const sessionId = newSessionId();
    const lead = await chatLeadOf(sessionId);
    const responses = await Promise.all(Array.from({ length: 9 }, (_, i) => chatUpload(png(i), sessionId, lead)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(await response.json()).toEqual({ error: CHAT_MESSAGES.uploadQuota(CHAT_LIMITS.maxUploadsPerLead) });
    }
    const paths = await Promise.all(responses.filter((r) => r.ok).map(async (r) => (await r.json<{ path: string }>()).path));
    expect(new Set(paths).size).toBe(CHAT_LIMITS.maxUploadsPerLead);
    expect(await sessionQuotes(sessionId)).toBe(CHAT_LIMITS.maxUploadsPerLead);
  });

  it("gives the claim back when R2 does not take the file, so a failed upload does not use the quota", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const sessionId = newSessionId();
    const lead = await chatLeadOf(sessionId);
    const put = vi.spyOn(env.UPLOADS, "put").mockRejectedValueOnce(new Error("R2 unavailable"));
    const failed = await chatUpload(png(1), sessionId, lead);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: CHAT_MESSAGES.uploadFailed });
    put.mockRestore();
    for (let i = 0; i < CHAT_LIMITS.maxUploadsPerLead; i += 1) expect((await chatUpload(png(i), sessionId, lead)).status).toBe(200);
  });
});
