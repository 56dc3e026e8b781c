import { SELF } from "cloudflare:test";
import { freshAddress, postJson, signedToken } from "#tests/workers/helpers";
import { ANSWERS_BEFORE_UPLOAD } from "./quote-pdfs";

export type ChatLead = { id: string; token: string };

export const newSessionId = () => `s${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

/** A chat lead of `sessionId`, as the chat's first save after the ZIP creates it (on /es: a Spanish lead); its id and token. */
export async function chatLeadOf(sessionId: string, language: "en" | "es" = "en"): Promise<ChatLead> {
  const created = await postJson("/api/chat/leads", {
    sessionId,
    language,
    answers: ANSWERS_BEFORE_UPLOAD,
    conversation: [],
    formToken: await signedToken(),
    honeypot: "",
  });
  if (created.status !== 201) throw new Error(`chat lead answered ${created.status}`);
  return created.json<ChatLead>();
}

/**
 * POST /api/chat/uploads as the chat sends it: the file, the session, and the lead's id
 * and its token, or the page's form token while the chat holds no lead.
 */
export function chatUpload(file: File, sessionId: string, proof: { id: string; token?: string } | { formToken: string } | null) {
  const form = new FormData();
  form.set("file", file);
  form.set("sessionId", sessionId);
  if (proof && "formToken" in proof) form.set("formToken", proof.formToken);
  else if (proof) form.set("leadId", proof.id);
  const token = proof && "token" in proof ? proof.token : undefined;
  return SELF.fetch("https://caradvisor.test/api/chat/uploads", {
    method: "POST",
    body: form,
    headers: { "cf-connecting-ip": freshAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The chat's save that answers the upload question with `path`, as every later save of the chat does. */
export function saveUploadAnswer(lead: ChatLead, sessionId: string, path: string) {
  return SELF.fetch(`https://caradvisor.test/api/chat/leads/${lead.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
    body: JSON.stringify({ sessionId, answers: { ...ANSWERS_BEFORE_UPLOAD, dealerQuoteUpload: path }, conversation: [] }),
  });
}
