import { afterEach, describe, expect, it, vi } from "vitest";
import { createChatLead, reportSessionStrike, updateChatLead, uploadDealerQuote } from "./chat-api";

// SPEC §8: only the server's "this chat was ended" ends the visitor's chat. Any other
// refusal (the origin check's 403, a rate limit) is a failed save that the next answer tries again.

afterEach(() => vi.unstubAllGlobals());

const body = { sessionId: "session-12345678", answers: {}, conversation: [], formToken: "t", honeypot: "" };
const answering = (status: number, json: unknown) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(json, { status })),
  );

describe("the chat lead's creation, as the browser reads its answer", () => {
  it("ends the chat on 409, the server's ending", async () => {
    answering(409, { error: "I'm unable to continue this conversation." });
    expect(await createChatLead(body)).toEqual({ kind: "ended" });
  });

  it("does not end it on a 403 (a refused origin) or a 429: the save failed and is tried again", async () => {
    answering(403, { error: "Forbidden" });
    await expect(createChatLead(body)).rejects.toThrow("403");
    answering(429, { error: "Too many requests. Please wait a minute and try again." });
    await expect(createChatLead(body)).rejects.toThrow("429");
  });
});

describe("a later save, as the browser reads its answer", () => {
  const lead = { id: "4b7a8d0e-0000-4000-8000-000000000000", token: "secret" };
  it("tells the ending (409) from a failure", async () => {
    answering(409, { error: "I'm unable to continue this conversation." });
    expect(await updateChatLead(lead, body)).toEqual({ kind: "ended" });
    answering(403, { error: "Forbidden" });
    await expect(updateChatLead(lead, body)).rejects.toThrow("403");
    answering(200, { ok: true });
    expect(await updateChatLead(lead, body)).toEqual({ kind: "saved" });
  });

  it("takes the lead's private page from the answer, only as a path of ours", async () => {
    answering(200, { ok: true, page: "/es/mi/4b7a8d0e-0000-4000-8000-000000000000.1790000000.abc" });
    expect(await updateChatLead(lead, body)).toEqual({ kind: "saved", page: "/es/mi/4b7a8d0e-0000-4000-8000-000000000000.1790000000.abc" });
    answering(200, { ok: true, page: "https://elsewhere.example/my/x" });
    expect(await updateChatLead(lead, body)).toEqual({ kind: "saved" });
  });
});

describe("a strike before there is a lead, as the browser reads its answer", () => {
  it("takes the server's count, or the fresh token to send it again with", async () => {
    answering(200, { strikes: 2, ended: false });
    expect(await reportSessionStrike({ ...body, strike: "shit" })).toEqual({ kind: "counted", counted: { strikes: 2, ended: false } });
    answering(400, {
      error: "This form has expired. Please submit it again.",
      fields: { _: "This form has expired. Please submit it again." },
      formToken: "fresh",
    });
    expect(await reportSessionStrike({ ...body, strike: "shit" })).toEqual({ kind: "stale", formToken: "fresh" });
    answering(403, { error: "Forbidden" });
    await expect(reportSessionStrike({ ...body, strike: "shit" })).rejects.toThrow("403");
  });
});

describe("a dealer quote's upload", () => {
  const file = new File(["%PDF-1.7"], "quote.pdf");
  const sent = () => {
    const call = vi.mocked(fetch).mock.calls[0];
    const init = call?.[1];
    return { form: init?.body as FormData, headers: new Headers(init?.headers) };
  };

  it("carries the chat lead's id and token", async () => {
    answering(200, { path: "dealer-quotes/pending/session-12345678_1763800000000.pdf" });
    const answer = await uploadDealerQuote(file, "session-12345678", { id: "lead-1", token: "secret" });
    expect(answer).toEqual({ path: "dealer-quotes/pending/session-12345678_1763800000000.pdf" });
    const { form, headers } = sent();
    expect([form.get("leadId"), form.get("formToken"), headers.get("authorization")]).toEqual(["lead-1", null, "Bearer secret"]);
  });

  it("carries the page's form token instead while the chat holds no lead, and shows the server's refusal", async () => {
    answering(401, { error: "Your answers are still being saved. Please try the upload again in a moment." });
    const answer = await uploadDealerQuote(file, "session-12345678", { formToken: "page-token" });
    // Shown from the catalogue in the page's language: the key of the server's message.
    expect(answer).toEqual({ error: "chat.error.uploadUnauthorized" });
    const { form, headers } = sent();
    expect([form.get("leadId"), form.get("formToken"), headers.get("authorization")]).toEqual([null, "page-token", null]);
  });
});
