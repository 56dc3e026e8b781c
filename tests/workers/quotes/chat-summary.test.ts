import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatLeadOf, chatUpload, newSessionId, saveUploadAnswer } from "./chat-uploads";
import { workersAiDown } from "./fake-ai";
import { NEW_WITH_ADD_ONS, quotePdf } from "./quote-pdfs";

// The buyer's side, through the Worker as deployed: the chat uploads a text PDF,
// saves its path with the lead, and asks with its token until the queue has read it.

afterEach(() => vi.restoreAllMocks());

// A real 1x1 PNG: a photo the reading service, unreachable here, cannot read.
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) =>
  c.charCodeAt(0),
);

async function chatWithQuote(language: "en" | "es" = "en", photo = false) {
  const sessionId = newSessionId();
  const lead = await chatLeadOf(sessionId, language);
  const file = photo
    ? new File([PNG], "quote.png", { type: "image/png" })
    : new File([await quotePdf(NEW_WITH_ADD_ONS)], "quote.pdf", { type: "application/pdf" });
  const uploaded = await chatUpload(file, sessionId, lead);
  const { path } = (await uploaded.json()) as { path: string };
  await saveUploadAnswer(lead, sessionId, path);
  return lead;
}

const ask = (id: string, token: string | null) =>
  SELF.fetch(`https://caradvisor.test/api/chat/leads/${id}/quote-check`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

type Answer = { status: string; summary?: { text: string; sources: { label: string; url: string }[]; note: string | null } };

/** Asks with the chat's token until the queue has read the quote, as the chat does. */
function answerOf(lead: { id: string; token: string }): Promise<Answer> {
  return vi.waitFor(
    async () => {
      const response = await ask(lead.id, lead.token);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const answer = await response.json<Answer>();
      expect(answer.status, "the reading is still pending").not.toBe("pending");
      return answer;
    },
    { timeout: 8_000, interval: 250 },
  );
}

// The test's own limit sits above the 8 s the chat is given to ask: the first reading of a run loads the PDF
// reader, which can take past vitest's default 5 s while a second test file runs beside it.
describe("the chat learns what was read", { timeout: 15_000 }, () => {
  it("within a few seconds of the upload: the lines, the items, the sources and the small print", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const answer = await answerOf(await chatWithQuote());
    expect(answer.summary?.text).toBe(
      "We read 8 lines from your quote. Your advisor will go over 3 items with you: a surface protection that may void the " +
        "paint warranty, a nitrogen charge the CARS Act limits, and a documentation fee $65 above California's cap. " +
        "Worth questioning: $1,159.",
    );
    expect(answer.summary?.sources.map((source) => source.label)).toEqual([
      "California Vehicle Code §4456.5(a)(1)",
      "California Civil Code §1784.42(a) (CARS Act, SB 766)",
      "California Civil Code §1784.41(b) (CARS Act, SB 766)",
      "California Vehicle Code §11713.19",
    ]);
    expect(answer.summary?.note).toBe("This is information, not legal advice.");
  });

  it("in Spanish for a Spanish lead: the chat begun on /es", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const answer = await answerOf(await chatWithQuote("es"));
    expect(answer.summary?.text).toBe(
      "Leímos 8 líneas de su cotización. Su asesor revisará 3 puntos con usted: un producto adicional de $895 que no le da " +
        "ningún beneficio, un producto adicional de $199 que no le da ningún beneficio y un cargo por documentación que supera " +
        "en $65 el límite de California. Monto que vale la pena cuestionar: $1,159.",
    );
    expect(answer.summary?.sources).toHaveLength(4);
    expect(answer.summary?.note).toBe("Esto es información, no asesoría legal.");
  });

  it("for a photo the service could not read: that an advisor will read it, in plain words, with no small print", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    // As locally: Workers AI does not answer.
    workersAiDown();
    expect((await answerOf(await chatWithQuote("en", true))).summary).toEqual({
      text: "We couldn't read your quote automatically, so your advisor will read it and go over it with you.",
      sources: [],
      note: null,
    });
    expect((await answerOf(await chatWithQuote("es", true))).summary).toEqual({
      text: "No pudimos leer su cotización automáticamente, así que su asesor la leerá y la revisará con usted.",
      sources: [],
      note: null,
    });
  });

  it("only with the chat's token", async () => {
    const lead = await chatWithQuote();
    expect((await ask(lead.id, null)).status).toBe(403);
    expect((await ask(lead.id, "not-the-token")).status).toBe(403);
    expect((await ask(crypto.randomUUID(), lead.token)).status).toBe(404);
  });
});
