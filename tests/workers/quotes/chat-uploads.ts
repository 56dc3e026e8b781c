import { SELF } from "cloudflare:test";
import { freshAddress, postJson, signedToken } from "../helpers";
import { ANSWERS_BEFORE_UPLOAD } from "./quote-pdfs";

export type ChatLead = { id: string; token: string };

export const newSessionId = () => `s${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

/** A chat lead of `sessionId`, as the chat's first save after the ZIP creates it; its id and token. */
export async function chatLeadOf(sessionId: string): Promise<ChatLead> {
  const created = await postJson("/api/chat/leads", {
    sessionId,
    answers: ANSWERS_BEFORE_UPLOAD,
    conversation: [],
    formToken: await signedToken(),
    honeypot: "",
  });
  if (created.status !== 201) throw new Error(`chat lead answered ${created.status}`);
  return created.json<ChatLead>();
}

/** POST /api/chat/uploads as the chat sends it: the file, the session, the lead's id and its token (issue 22, item 4). */
export function chatUpload(file: File, sessionId: string, lead: { id: string; token?: string } | null) {
  const form = new FormData();
  form.set("file", file);
  form.set("sessionId", sessionId);
  if (lead) form.set("leadId", lead.id);
  return SELF.fetch("https://caradvisor.test/api/chat/uploads", {
    method: "POST",
    body: form,
    headers: { "cf-connecting-ip": freshAddress(), ...(lead?.token ? { authorization: `Bearer ${lead.token}` } : {}) },
  });
}
