import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_LINE_AMOUNT_CENTS } from "#app/domain/quotes/money";
import { UNREADABLE_REASONS } from "#app/domain/quotes/messages";
import { QUOTE_LIMITS } from "#app/domain/quotes/limits";
import { chatLeadOf, chatUpload, newSessionId, saveUploadAnswer } from "./chat-uploads";
import { digitLinePdf, HOSTILE_PDFS } from "./hostile-pdfs";
import { NEW_WITH_ADD_ONS, quotePdf } from "./quote-pdfs";
import { readUpload, storedCheck, storedUpload } from "./reading-helpers";

// The PDFs the security reviews sent to stall the reader: each ends, read or unreadable, within a few
// seconds, with its one delivery, while the Worker goes on answering; and the quote uploaded after one
// still reaches its buyer within the chat's window.

afterEach(() => vi.restoreAllMocks());

/** How long a hostile PDF may take to settle here, on a busy machine (a normal quote takes well under a second). */
const SETTLES_WITHIN_MS = 8_000;
/** How long the Worker may take to answer another request meanwhile. */
const ANSWERS_WITHIN_MS = 2_000;

const quiet = () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
};

/** The slowest answer to GET /api/health, asked again and again until `work` settles. */
async function slowestAnswerDuring<T>(work: Promise<T>): Promise<{ result: T; slowestMs: number }> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  let slowestMs = 0;
  while (!done) {
    const started = Date.now();
    const response = await SELF.fetch("https://caradvisor.test/api/health");
    await response.arrayBuffer();
    slowestMs = Math.max(slowestMs, Date.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { result: await settled, slowestMs };
}

type Outcome = { status: string; reason: string | null };
const TOO_LARGE: Outcome = { status: "unreadable", reason: UNREADABLE_REASONS["too-large"] };

/** What each may end as: a text-run bomb is read to its end, or stopped at the reader's time limit, as the machine allows. */
const OUTCOMES: Record<(typeof HOSTILE_PDFS)[number]["name"], Outcome[]> = {
  "50,000-digit line": [{ status: "not-quote", reason: null }],
  "200 MB stream bomb": [TOO_LARGE],
  "text-run bomb": [{ status: "not-quote", reason: null }, TOO_LARGE],
  "6000x6000 image": [TOO_LARGE],
  // The price's run of digits is a number, not money: the rest of the quote is read without it.
  "400-digit amount": [{ status: "read", reason: null }],
  "27-digit amount": [{ status: "read", reason: null }],
  "not a PDF": [{ status: "unreadable", reason: UNREADABLE_REASONS.damaged }],
};

describe("a hostile PDF", { timeout: 30_000 }, () => {
  it.each(HOSTILE_PDFS.map((hostile) => [hostile.name, hostile.build] as const))(
    "%s settles within 8 s, in one delivery, while the Worker answers",
    async (name, build) => {
      quiet();
      const path = await storedUpload(await build(), "application/pdf");
      const started = Date.now();
      const { result, slowestMs } = await slowestAnswerDuring(readUpload(path));
      expect(Date.now() - started).toBeLessThan(SETTLES_WITHIN_MS);
      expect(slowestMs).toBeLessThan(ANSWERS_WITHIN_MS);
      expect(result.message.ack).toHaveBeenCalled();
      expect(result.message.retry).not.toHaveBeenCalled();
      const { check, lines } = await storedCheck(result.checkId);
      expect(OUTCOMES[name]).toContainEqual({ status: check?.status, reason: check?.reason });
      for (const line of lines) expect(Math.abs(line.amountCents)).toBeLessThanOrEqual(MAX_LINE_AMOUNT_CENTS);
    },
  );

  it("is not retried when it cannot be opened, and a reading past the quote's bounds ends unreadable, said why", async () => {
    quiet();
    const huge = await quotePdf([
      ["Sunset Toyota of Pasadena"],
      ["Vehicle price", "$12,000,000.00"],
      ["Documentation fee", "$85.00"],
      ["Total", "$12,000,085.00"],
    ]);
    const { checkId, message } = await readUpload(await storedUpload(huge, "application/pdf"));
    expect(message.retry).not.toHaveBeenCalled();
    expect((await storedCheck(checkId)).check).toMatchObject({ status: "unreadable", reason: UNREADABLE_REASONS.implausible });
  });
});

describe("the quote uploaded right after a hostile one", { timeout: 30_000 }, () => {
  it("gets its summary within the chat's window, through the upload and the queue", async () => {
    quiet();
    const hostileSession = newSessionId();
    const hostileLead = await chatLeadOf(hostileSession);
    const hostile = new File([await digitLinePdf()], "quote.pdf", { type: "application/pdf" });
    expect((await chatUpload(hostile, hostileSession, hostileLead)).status).toBe(200);

    const sessionId = newSessionId();
    const lead = await chatLeadOf(sessionId);
    const started = Date.now();
    const uploaded = await chatUpload(new File([await quotePdf(NEW_WITH_ADD_ONS)], "quote.pdf"), sessionId, lead);
    const { path } = await uploaded.json<{ path: string }>();
    await saveUploadAnswer(lead, sessionId, path);
    await vi.waitFor(
      async () => {
        const answer = await SELF.fetch(`https://caradvisor.test/api/chat/leads/${lead.id}/quote-check`, {
          headers: { authorization: `Bearer ${lead.token}` },
        });
        expect((await answer.json<{ status: string }>()).status).toBe("done");
      },
      { timeout: QUOTE_LIMITS.pollWindowMs, interval: 250 },
    );
    // Well within the chat's 30 s: the chat asks every 1.5 s.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
