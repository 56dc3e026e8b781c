import { z } from "zod/mini";
import type { Answers } from "~/domain/chat/flow";
import { CHAT_LIMITS, CHAT_MESSAGES } from "~/domain/chat/messages";
import { FOLLOW_UP_CLASSES, type FollowUpClass } from "~/domain/chat/follow-up";
import type { PageContext } from "~/domain/page-context";
import type { Turn } from "~/domain/chat/lead-columns";

const created = z.object({ id: z.string(), token: z.string() });
const replied = z.object({ response: z.string() });
const uploaded = z.object({ path: z.string() });
const failed = z.object({ error: z.string() });

type LeadBody = { sessionId: string; answers: Answers; conversation: Turn[]; context?: PageContext };

/** SPEC §7 call 5: create the chat lead; the answer's token is the only key to later updates. */
export async function createChatLead(body: LeadBody): Promise<{ id: string; token: string }> {
  const response = await fetch("/api/chat/leads", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`chat lead create answered ${response.status}`);
  return created.parse(await response.json());
}

export async function updateChatLead(lead: { id: string; token: string }, body: LeadBody): Promise<void> {
  const response = await fetch(`/api/chat/leads/${encodeURIComponent(lead.id)}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`chat lead update answered ${response.status}`);
}

/** SPEC §7 call 6: the dealer quote to R2; the answer is the stored path, or the spec's message. */
export async function uploadDealerQuote(file: File, sessionId: string): Promise<{ path: string } | { error: string }> {
  const form = new FormData();
  form.set("file", file);
  form.set("sessionId", sessionId);
  try {
    const response = await fetch("/api/chat/uploads", { method: "POST", body: form });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const ok = uploaded.safeParse(body);
      if (ok.success) return ok.data;
    }
    const error = failed.safeParse(body);
    return { error: error.success ? error.data.error : CHAT_MESSAGES.uploadFailed };
  } catch {
    return { error: CHAT_MESSAGES.uploadFailed };
  }
}

export type ReplyRequest = {
  answerValue: string;
  answerDisplay: string;
  questionContext: string;
  context: string;
  specificInstruction: string;
  conversationHistory: Turn[];
};

/** SPEC §7 reply service: the text, or null so the caller falls back to its canned reply. */
export async function fetchReply(request: ReplyRequest): Promise<string | null> {
  try {
    const response = await fetch("/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(CHAT_LIMITS.replyTimeoutMs),
    });
    if (!response.ok) return null;
    const body = replied.safeParse(await response.json());
    return body.success && body.data.response.trim() ? body.data.response.trim() : null;
  } catch {
    return null;
  }
}

export function asFollowUpClass(value: string | null): FollowUpClass | null {
  return FOLLOW_UP_CLASSES.find((c) => c === value) ?? null;
}
