import { SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatLeadOf, chatUpload, newSessionId, saveUploadAnswer } from "./chat-uploads";
import { workersAiDown } from "./fake-ai";
import { NEW_WITH_ADD_ONS, quotePdf } from "./quote-pdfs";

// The chat's fallback knows the quote: with no Workers AI (as here and locally), a
// follow-up about a fee the quote check flagged is answered with the flag and its source, in the
// buyer's language, not with the service's price list.

afterEach(() => vi.restoreAllMocks());

type Lead = { id: string; token: string };

/** A chat lead whose quote (the doc fee $150, $65 over the cap) was uploaded, saved and read. */
async function leadWithReadQuote(language: "en" | "es"): Promise<Lead> {
  const sessionId = newSessionId();
  const lead = await chatLeadOf(sessionId, language);
  const uploaded = await chatUpload(new File([await quotePdf(NEW_WITH_ADD_ONS)], "quote.pdf"), sessionId, lead);
  const { path } = await uploaded.json<{ path: string }>();
  await saveUploadAnswer(lead, sessionId, path);
  await vi.waitFor(
    async () => {
      const answer = await SELF.fetch(`https://caradvisor.test/api/chat/leads/${lead.id}/quote-check`, {
        headers: { authorization: `Bearer ${lead.token}` },
      });
      expect((await answer.json<{ status: string }>()).status, "the quote was not read").toBe("done");
    },
    { timeout: 10_000, interval: 250 },
  );
  return lead;
}

/** The chat's follow-up request, as the browser sends it after classifying the question. */
const followUp = (question: string, language: "en" | "es", lead: Lead | null, token = lead?.token) =>
  SELF.fetch("https://caradvisor.test/api/chat", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": `10.33.4.${Math.floor(Math.random() * 250) + 1}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({
      answerValue: question,
      answerDisplay: question,
      questionContext: "followUp",
      context: "Dana, new, now, Toyota",
      specificInstruction: "Answer the question in one or two sentences.",
      conversationHistory: [],
      language,
      ...(lead ? { leadId: lead.id } : {}),
    }),
  });

describe("a follow-up about a fee the quote check flagged, with no AI", { timeout: 20_000 }, () => {
  beforeEach(workersAiDown);

  it("is answered with the flag and its source, in English", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const lead = await leadWithReadQuote("en");
    const response = await followUp("Is the $150 doc fee legal in California?", "en", lead);
    expect(response.status).toBe(200);
    expect((await response.json<{ response: string }>()).response).toBe(
      "The documentation fee is $150, $65 above California's cap of $85 ($70 for dealers outside the DMV's electronic " +
        "registration program). Source: California Vehicle Code §4456.5(a)(1) " +
        "(https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=VEH&sectionNum=4456.5). Your advisor will " +
        "go over it with you. This is information, not legal advice.",
    );
  });

  it("is answered with the flag and its source, in Spanish for a Spanish lead", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const lead = await leadWithReadQuote("es");
    const response = await followUp("¿Es legal el cargo por documentación de $150 en California?", "es", lead);
    expect(response.status).toBe(200);
    expect((await response.json<{ response: string }>()).response).toBe(
      "Su cotización tiene un cargo por documentación que supera en $65 el límite de California. Fuente: California Vehicle " +
        "Code §4456.5(a)(1) (https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=VEH&sectionNum=4456.5). " +
        "Su asesor lo revisará con usted. Esto es información, no asesoría legal.",
    );
  });

  it("is left to the chat's canned replies without the lead's token, or when the question names nothing flagged", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const lead = await leadWithReadQuote("en");
    expect((await followUp("Is the $150 doc fee legal in California?", "en", lead, "not-the-token")).status).toBe(503);
    expect((await followUp("Is the $150 doc fee legal in California?", "en", null)).status).toBe(503);
    expect((await followUp("How long does delivery take?", "en", lead)).status).toBe(503);
  });
});
