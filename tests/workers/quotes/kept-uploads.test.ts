import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keptQuotePath } from "#app/domain/chat/dealer-quote-path";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { CHAT_MESSAGES } from "#app/domain/chat/api-messages";
import { UPLOAD_SWEEP } from "#app/domain/retention";
import { database } from "#worker/db/client";
import { leads, quoteChecks } from "#worker/db/schema";
import { keepDealerQuote } from "#worker/services/quotes/keep-quote.server";
import { dealerQuoteResponse } from "#worker/services/quotes/quote-response.server";
import { sweepOrphanUploads } from "#worker/services/quotes/upload-sweep.server";
import { postJson, signedToken } from "#tests/workers/helpers";
import { chatLeadOf, chatUpload, newSessionId, saveUploadAnswer } from "./chat-uploads";
import { ANSWERS_BEFORE_UPLOAD, NEW_WITH_ADD_ONS, quotePdf } from "./quote-pdfs";
import { holdQuoteReadings, readUpload, storedCheck, storedUpload } from "./reading-helpers";

// Uploads with a lead, under a prefix R2 expires until the chat's answer keeps them. What is stored is
// looked at here, not its reading: the queue holds the readings the uploads ask for.

beforeEach(holdQuoteReadings);
afterEach(() => vi.restoreAllMocks());

const png = (marker: number) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, marker])], "quote.png");
const bytesAt = async (path: string) => new Uint8Array(await ((await env.UPLOADS.get(path))?.arrayBuffer() ?? new ArrayBuffer(0)));
const pendingPaths = async (sessionId: string) =>
  (await env.UPLOADS.list({ prefix: `dealer-quotes/pending/${sessionId}_` })).objects.map((object) => object.key);
const checksAt = async (path: string) => database(env.DB).select().from(quoteChecks).where(eq(quoteChecks.path, path));
const leadQuote = async (id: string) =>
  (await database(env.DB).select({ path: leads.dealerQuoteImagePath }).from(leads).where(eq(leads.id, id)))[0]?.path;
const quiet = () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
};

describe("an upload with the page's form token and a session that has a lead", () => {
  it("is stored under the expiring prefix, as the chat token's upload is", async () => {
    quiet();
    const sessionId = newSessionId();
    await chatLeadOf(sessionId);
    const response = await chatUpload(png(7), sessionId, { formToken: await signedToken() });
    expect(response.status).toBe(200);
    const { path } = await response.json<{ path: string }>();
    expect(path).toMatch(new RegExp(`^dealer-quotes/pending/${sessionId}_\\d+-[a-z0-9]{12}\\.png$`));
    expect((await bytesAt(path)).at(-1)).toBe(7);
    expect(await checksAt(path)).toHaveLength(1);
  });

  it("is refused, storing nothing, for a session without a lead or with a token we did not sign, too fresh or expired", async () => {
    quiet();
    const lonely = newSessionId();
    const noLead = await chatUpload(png(1), lonely, { formToken: await signedToken() });
    expect(noLead.status).toBe(401);
    expect(await noLead.json()).toEqual({ error: CHAT_MESSAGES.uploadUnauthorized });
    expect(await pendingPaths(lonely)).toEqual([]);

    const sessionId = newSessionId();
    await chatLeadOf(sessionId);
    for (const formToken of ["not-a-token", await signedToken(0), await signedToken(3 * 60 * 60 * 1000)]) {
      const refused = await chatUpload(png(2), sessionId, { formToken });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: CHAT_MESSAGES.uploadForbidden });
    }
    // Neither a token nor a lead: nothing proves the upload.
    expect((await chatUpload(png(3), sessionId, null)).status).toBe(401);
    expect(await pendingPaths(sessionId)).toEqual([]);
  });

  it("counts in the one quota of the session: uploads by either way stop at the limit, both ways", async () => {
    quiet();
    const sessionId = newSessionId();
    const lead = await chatLeadOf(sessionId);
    const formToken = await signedToken();
    for (let i = 0; i < CHAT_LIMITS.maxUploadsPerLead; i += 1) {
      const response = await chatUpload(png(i), sessionId, i % 2 === 0 ? lead : { formToken });
      expect(response.status).toBe(200);
    }
    // One kept by the chat's answer still counts.
    const [first] = await pendingPaths(sessionId);
    expect((await saveUploadAnswer(lead, sessionId, first ?? "")).status).toBe(200);
    for (const proof of [lead, { formToken }]) {
      const past = await chatUpload(png(99), sessionId, proof);
      expect(past.status).toBe(429);
      expect(await past.json()).toEqual({ error: CHAT_MESSAGES.uploadQuota(CHAT_LIMITS.maxUploadsPerLead) });
    }
    expect(await pendingPaths(sessionId)).toHaveLength(CHAT_LIMITS.maxUploadsPerLead - 1);
  });
});

describe("the chat's answer keeps its upload", () => {
  it("moves the file and its check to the spec's path, which the lead stores; later saves keep it there", async () => {
    quiet();
    const sessionId = newSessionId();
    const lead = await chatLeadOf(sessionId);
    const { path: pending } = await (await chatUpload(png(5), sessionId, lead)).json<{ path: string }>();
    const kept = pending.replace("dealer-quotes/pending/", "dealer-quotes/");
    expect(kept).toMatch(new RegExp(`^dealer-quotes/${sessionId}_\\d+-[a-z0-9]{12}\\.png$`));

    expect((await saveUploadAnswer(lead, sessionId, pending)).status).toBe(200);
    expect(await leadQuote(lead.id)).toBe(kept);
    expect(await env.UPLOADS.head(pending)).toBeNull();
    expect((await bytesAt(kept)).at(-1)).toBe(5);
    expect((await env.UPLOADS.head(kept))?.httpMetadata?.contentType).toBe("image/png");
    expect(await checksAt(pending)).toEqual([]);
    expect(await checksAt(kept)).toHaveLength(1);

    // The browser keeps sending the path it was given: the lead keeps the kept one.
    expect((await saveUploadAnswer(lead, sessionId, pending)).status).toBe(200);
    expect(await leadQuote(lead.id)).toBe(kept);
    expect((await bytesAt(kept)).at(-1)).toBe(5);
  });

  it("streams the quote to the advisor from the kept path, the old pending one and a path from before the prefix", async () => {
    quiet();
    const sessionId = newSessionId();
    const lead = await chatLeadOf(sessionId);
    const { path: pending } = await (await chatUpload(png(6), sessionId, lead)).json<{ path: string }>();
    await saveUploadAnswer(lead, sessionId, pending);
    const kept = (await leadQuote(lead.id)) ?? "";
    for (const path of [kept, pending]) {
      const response = await dealerQuoteResponse(env, path);
      expect(response?.headers.get("content-type")).toBe("image/png");
      expect(new Uint8Array((await response?.arrayBuffer()) ?? new ArrayBuffer(0)).at(-1)).toBe(6);
    }
    const older = `dealer-quotes/old${crypto.randomUUID().slice(0, 8)}_1763800000000.png`;
    await env.UPLOADS.put(older, new Uint8Array([0x89, 0x50]), { httpMetadata: { contentType: "image/png" } });
    expect((await dealerQuoteResponse(env, older))?.status).toBe(200);
  });

  it("answers no path for an upload that does not exist, pending or kept (R2 expired it, or it never was)", async () => {
    quiet();
    expect(await keepDealerQuote(env, `dealer-quotes/pending/${newSessionId()}_1763800000000.png`)).toBeNull();
    expect(await keepDealerQuote(env, `dealer-quotes/${newSessionId()}_1763800000000.png`)).toBeNull();
  });

  it("refuses a chat save naming an upload of its own session that does not exist, and stores no path", async () => {
    quiet();
    const sessionId = newSessionId();
    const lead = await chatLeadOf(sessionId);
    for (const missing of [
      `dealer-quotes/pending/${sessionId}_1763800000000-0123abcdef01.png`,
      `dealer-quotes/${sessionId}_1763800000000.pdf`,
    ]) {
      const response = await saveUploadAnswer(lead, sessionId, missing);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { dealerQuoteUpload: CHAT_MESSAGES.uploadFailed } });
    }
    expect(await leadQuote(lead.id)).toBeNull();
    // The first save is refused too, before the page's token is used.
    const created = await postJson("/api/chat/leads", {
      sessionId: newSessionId(),
      language: "en",
      answers: { ...ANSWERS_BEFORE_UPLOAD, dealerQuoteUpload: `dealer-quotes/pending/${sessionId}_1763800000000.png` },
      conversation: [],
      formToken: await signedToken(),
      honeypot: "",
    });
    expect(created.status).toBe(400);
  });

  it("answers the kept path once the file and its check moved, even when deleting the pending copy fails", async () => {
    quiet();
    const pending = `dealer-quotes/pending/${newSessionId()}_1763800000000.png`;
    await env.UPLOADS.put(pending, new Uint8Array([0x89, 0x50]), { httpMetadata: { contentType: "image/png" } });
    vi.spyOn(env.UPLOADS, "delete").mockRejectedValue(new Error("R2 unavailable"));
    const kept = await keepDealerQuote(env, pending);
    expect(kept).toBe(keptQuotePath(pending));
    expect((await bytesAt(kept ?? "")).length).toBe(2);
  });

  it("is kept with the chat lead the third strike saves, before the browser held a lead", async () => {
    quiet();
    const sessionId = newSessionId();
    const pending = `dealer-quotes/pending/${sessionId}_1763800000000.png`;
    await env.UPLOADS.put(pending, new Uint8Array([0x89, 0x50]), { httpMetadata: { contentType: "image/png" } });
    const answers = { ...ANSWERS_BEFORE_UPLOAD, dealerQuoteUpload: pending };
    for (const strike of ["fuck off", "shit", "you bitch"]) {
      const body = { sessionId, answers, conversation: [{ role: "user", content: strike }], honeypot: "", strike };
      expect((await postJson("/api/chat/strikes", { ...body, formToken: await signedToken() })).status).toBe(200);
    }
    const [lead] = await database(env.DB).select({ path: leads.dealerQuoteImagePath }).from(leads).where(eq(leads.sessionId, sessionId));
    expect(lead?.path).toBe(keptQuotePath(pending));
    expect((await bytesAt(keptQuotePath(pending))).length).toBe(2);
  });

  it("is read from its kept path when the save moved it before the queue got to it", async () => {
    quiet();
    const kept = await storedUpload(await quotePdf(NEW_WITH_ADD_ONS), "application/pdf");
    const { checkId } = await readUpload(kept.replace("dealer-quotes/", "dealer-quotes/pending/"));
    const { check, lines } = await storedCheck(checkId);
    expect(check?.status).not.toBe("unreadable");
    expect(lines.length).toBeGreaterThan(0);
    // unpdf reads the PDF in the test's own isolate: a loaded machine needs more than the default 5 s.
  }, 20_000);
});

describe("the daily sweep and the expiring prefix", () => {
  const later = (ms: number) => new Date(Date.now() + ms);

  it("forgets the checks of pending uploads R2 expired that no lead names, and only those", async () => {
    quiet();
    const db = database(env.DB);
    const tag = newSessionId();
    const expired = `dealer-quotes/pending/${tag}a_1763800000000.png`;
    const named = `dealer-quotes/pending/${tag}b_1763800000000.png`;
    const kept = `dealer-quotes/${tag}c_1763800000000.png`;
    for (const path of [expired, named, kept]) await db.insert(quoteChecks).values({ id: crypto.randomUUID(), path, source: "chat" });
    // A lead whose save could not move its file yet names the pending path: its check stays.
    await db.insert(leads).values({ id: crypto.randomUUID(), leadSource: "chatbot", dealerQuoteImagePath: named });

    await sweepOrphanUploads(env, later(UPLOAD_SWEEP.orphanAfterMs - 60_000));
    expect(await checksAt(expired)).toHaveLength(1);

    await sweepOrphanUploads(env, later(UPLOAD_SWEEP.orphanAfterMs + 60_000));
    expect(await checksAt(expired)).toEqual([]);
    expect(await checksAt(named)).toHaveLength(1);
    expect(await checksAt(kept)).toHaveLength(1);
  });

  it("asks D1 the same few times for a page however many objects it holds, within a Worker's subrequests", async () => {
    quiet();
    const tag = newSessionId();
    const keys = Array.from({ length: 250 }, (_, i) => `dealer-quotes/pending/${tag}x${i}_1.png`);
    for (const key of keys) await env.UPLOADS.put(key, "quote");
    const prepare = vi.spyOn(env.DB, "prepare");
    const run = await sweepOrphanUploads(env, later(UPLOAD_SWEEP.orphanAfterMs + 60_000));
    // Per page: the leads and the advisors' checks naming its keys, and one deletion of its checks; then
    // the expired pending checks once. (One statement per 90 keys made it 9 calls a page for these 250.)
    expect(prepare.mock.calls.length).toBeLessThanOrEqual(3 * run.pages + 1);
    for (const key of keys.slice(0, 5)) expect(await env.UPLOADS.head(key)).toBeNull();
    expect(run.deleted).toBeGreaterThanOrEqual(keys.length);
  });

  it("goes through pending and kept uploads, every page in one run", async () => {
    quiet();
    const tag = newSessionId();
    const keys = ["a", "b", "c"].flatMap((k) => [`dealer-quotes/pending/${tag}${k}_1.png`, `dealer-quotes/${tag}${k}_1.png`]);
    for (const key of keys) await env.UPLOADS.put(key, "quote");
    const run = await sweepOrphanUploads(env, later(UPLOAD_SWEEP.orphanAfterMs + 60_000), 2);
    expect(run.pages).toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(await env.UPLOADS.head(key)).toBeNull();
  });
});
