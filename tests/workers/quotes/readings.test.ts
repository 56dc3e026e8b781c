import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHAT_MESSAGES } from "#app/domain/chat/api-messages";
import { UNREADABLE_REASONS } from "#app/domain/quotes/messages";
import { encodePng } from "#worker/services/quotes/png.server";
import { handleQuoteDeadLetters, queueQuoteReading } from "#worker/services/quotes/reading-queue.server";
import { QUOTE_MODEL, readWithVision } from "#worker/services/quotes/vision.server";
import { queueBatch } from "#tests/workers/helpers";
import { chatLeadOf, chatUpload, newSessionId } from "./chat-uploads";
import { BLURRED_ANSWER, fakeAi, MALFORMED, PHOTO_ANSWER, REFUSAL, SELFIE_ANSWER } from "./fake-ai";
import { NEW_WITH_ADD_ONS, quotePdf, scannedPdf } from "./quote-pdfs";
import { readUpload, storedCheck, storedUpload } from "./reading-helpers";

afterEach(() => vi.restoreAllMocks());

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const quiet = () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
};

describe("a photo, read by the vision model", () => {
  it("sends the image once with the JSON schema, and checks what it read", async () => {
    quiet();
    const { ai, run } = fakeAi(PHOTO_ANSWER);
    const { checkId } = await readUpload(await storedUpload(JPEG, "image/jpeg"), ai);
    expect(run).toHaveBeenCalledTimes(1);
    const [model, input] = run.mock.calls[0] ?? [];
    expect(model).toBe(QUOTE_MODEL);
    expect(input?.response_format?.type).toBe("json_schema");
    expect(JSON.stringify(input?.messages)).toContain('"url":"data:image/jpeg;base64,/9j/4AECAwQ="');
    const { check, lines, flags } = await storedCheck(checkId);
    expect(check).toMatchObject({ status: "read", reader: "vision", flagCount: 1, worthQuestioningCents: 11_400 });
    expect(lines.map((line) => [line.label, line.category, line.categorisedBy])).toEqual([
      ["Cash price", "vehicle-price", "wording"],
      ["Doc fee", "documentation-fee", "wording"],
      ["Lot service charge", "other", "model"],
      ["Sales tax", "sales-tax", "wording"],
    ]);
    expect(flags.map((flag) => flag.ruleId)).toEqual(["doc-fee-cap", "used-car-return"]);
  });

  it("logs the reading's Workers AI usage and its cost", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await readUpload(await storedUpload(JPEG, "image/jpeg"), fakeAi(PHOTO_ANSWER).ai);
    const usage = log.mock.calls.map(([line]) => String(line)).find((line) => line.includes("quote_ai_usage"));
    expect(JSON.parse(usage ?? "{}")).toMatchObject({ promptTokens: 2_412, completionTokens: 388, costUsd: 0.000981 });
  });

  it.each([
    ["a refusal", REFUSAL, UNREADABLE_REASONS.refused],
    ["malformed JSON", MALFORMED, UNREADABLE_REASONS.garbled],
    ["a photo too blurred to read", BLURRED_ANSWER, "the photo is too blurred to read"],
  ])("says plainly what it could not read after %s", async (_name, answer, reason) => {
    quiet();
    const { checkId } = await readUpload(await storedUpload(JPEG, "image/jpeg"), fakeAi(answer).ai);
    expect((await storedCheck(checkId)).check).toMatchObject({ status: "unreadable", reader: "vision", reason, flagCount: 0 });
  });

  it("recognises an upload that is not a quote (a selfie) and checks nothing", async () => {
    quiet();
    const { checkId } = await readUpload(await storedUpload(JPEG, "image/jpeg"), fakeAi(SELFIE_ANSWER).ai);
    const { check, lines, flags } = await storedCheck(checkId);
    expect(check?.status).toBe("not-quote");
    expect([lines, flags]).toEqual([[], []]);
  });

  it("ends as 'could not be read yet' where Workers AI cannot be reached (locally), and acks", async () => {
    quiet();
    const { checkId, message } = await readUpload(await storedUpload(JPEG, "image/jpeg"));
    expect((await storedCheck(checkId)).check).toMatchObject({ status: "unreadable", reason: UNREADABLE_REASONS["not-yet"] });
    expect(message.ack).toHaveBeenCalled();
  });

  it("never asks the model twice about one upload: a retry parses the kept answer, a lost answer ends the reading", async () => {
    quiet();
    const path = await storedUpload(JPEG, "image/jpeg");
    vi.spyOn(env.QUOTE_READINGS, "send").mockResolvedValue({ metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } });
    const checkId = (await queueQuoteReading(env, { path, source: "chat" })) ?? "";
    const { ai, run } = fakeAi(PHOTO_ANSWER);
    const image = { bytes: JPEG, type: "image/jpeg" };
    expect((await readWithVision(env, ai, checkId, image)).kind).toBe("quote");
    expect((await readWithVision(env, ai, checkId, image)).kind).toBe("quote");
    expect(run).toHaveBeenCalledTimes(1);
    await env.DB.prepare("update quote_checks set ai_answer = null where id = ?").bind(checkId).run();
    expect(await readWithVision(env, ai, checkId, image)).toEqual({ kind: "unreadable", reason: "interrupted" });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("stores a HEIC photo for the advisor without reading it", async () => {
    quiet();
    const { ai, run } = fakeAi(PHOTO_ANSWER);
    const { checkId } = await readUpload(await storedUpload(new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]), "image/heic"), ai);
    expect((await storedCheck(checkId)).check).toMatchObject({ status: "unreadable", reason: UNREADABLE_REASONS.heic });
    expect(run).not.toHaveBeenCalled();
  });
});

// The first PDF of a run loads the PDF reader into the isolate, which can take past vitest's default 5 s on a busy machine.
describe("a PDF", { timeout: 15_000 }, () => {
  it("with a text layer is read with no AI call", async () => {
    quiet();
    const { ai, run } = fakeAi(PHOTO_ANSWER);
    const { checkId } = await readUpload(await storedUpload(await quotePdf(NEW_WITH_ADD_ONS), "application/pdf"), ai);
    expect(run).not.toHaveBeenCalled();
    const { check, lines } = await storedCheck(checkId);
    expect(check).toMatchObject({ status: "read", reader: "text" });
    expect(check?.head).toMatchObject({ dealerName: "Sunset Toyota of Pasadena", quoteDate: "2026-11-20", condition: "new" });
    expect(check?.head?.totals).toEqual([{ label: "Total", amountCents: 3_627_368, kind: "total" }]);
    expect(lines).toHaveLength(8);
  });

  it("scanned: its page image goes to the vision model as a PNG", async () => {
    quiet();
    const grey = new Uint8ClampedArray(64 * 48).fill(200);
    const png = await encodePng({ data: grey, width: 64, height: 48, channels: 1 });
    const { ai, run } = fakeAi(PHOTO_ANSWER);
    const { checkId } = await readUpload(await storedUpload(await scannedPdf(png), "application/pdf"), ai);
    expect(JSON.stringify(run.mock.calls[0]?.[1].messages)).toContain("data:image/png;base64,iVBORw0KGgo");
    expect((await storedCheck(checkId)).check).toMatchObject({ status: "read", reader: "vision" });
  });

  it("that is not a quote (a bill) is not checked", async () => {
    quiet();
    const bill = await quotePdf([
      ["Pacific Gas and Electric"],
      ["Statement date 11/02/2026"],
      ["Electric charges", "$84.10"],
      ["Gas charges", "$30.00"],
    ]);
    const { checkId } = await readUpload(await storedUpload(bill, "application/pdf"));
    expect((await storedCheck(checkId)).check?.status).toBe("not-quote");
  });
});

describe("the queue around the reading", () => {
  it("retries with backoff when something fails, and the dead letters tell the advisor it could not be read", async () => {
    quiet();
    const path = await storedUpload(JPEG, "image/jpeg");
    vi.spyOn(env.UPLOADS, "get").mockRejectedValue(new Error("R2 unavailable"));
    const { checkId, message } = await readUpload(path);
    expect(message.retry).toHaveBeenCalledWith({ delaySeconds: 5 });
    expect((await storedCheck(checkId)).check?.status).toBe("queued");
    const { batch, message: dead } = queueBatch("quote-readings-dlq", { checkId });
    await handleQuoteDeadLetters(batch, env);
    expect(dead.ack).toHaveBeenCalled();
    expect((await storedCheck(checkId)).check).toMatchObject({ status: "unreadable", reason: UNREADABLE_REASONS.failed });
  });

  it("marks a check whose message the queue refused, and the upload stands", async () => {
    quiet();
    vi.spyOn(env.QUOTE_READINGS, "send").mockRejectedValue(new Error("queue unavailable"));
    const checkId = (await queueQuoteReading(env, { path: await storedUpload(JPEG, "image/jpeg"), source: "chat" })) ?? "";
    expect((await storedCheck(checkId)).check).toMatchObject({ status: "unreadable", reason: UNREADABLE_REASONS["not-queued"] });
  });

  it("refuses the chat's upload, storing nothing, when D1 cannot record its claim on the session's quota", async () => {
    quiet();
    const sessionId = newSessionId();
    const lead = await chatLeadOf(sessionId);
    const prepare = env.DB.prepare.bind(env.DB);
    // Only the claim fails: the lead's token is read from D1 first.
    vi.spyOn(env.DB, "prepare").mockImplementation((query) => {
      if (query.startsWith('insert into "quote_checks"')) throw new Error("D1 unavailable");
      return prepare(query);
    });
    const response = await chatUpload(new File([JPEG], "quote.jpg", { type: "image/jpeg" }), sessionId, lead);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: CHAT_MESSAGES.uploadFailed });
    expect((await env.UPLOADS.list({ prefix: `dealer-quotes/pending/${sessionId}_` })).objects).toEqual([]);
  });
});
