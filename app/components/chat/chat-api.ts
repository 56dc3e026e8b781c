// Types only from the server's schemas (full zod stays out of the browser: docs/decisions/006); answers are read with zod/mini.
import type { z as schemas } from "zod";
import { z } from "zod/mini";
import type {
  chatLeadBodySchema,
  chatLeadCreateSchema,
  chatReplyBodySchema,
  chatStrikeBodySchema,
  StrikeAnswer,
} from "~/domain/chat/api-schemas";
import { CHAT_LIMITS, CHAT_MESSAGES } from "~/domain/chat/messages";
import { FOLLOW_UP_CLASSES, type FollowUpClass } from "~/domain/chat/follow-up";
import { readApiError } from "~/domain/api-answers";

const created = z.object({ id: z.string(), token: z.string() });
const counted = z.object({ strikes: z.number(), ended: z.boolean() });
const replied = z.object({ response: z.string() });
const uploaded = z.object({ path: z.string() });
const failed = z.object({ error: z.string() });

/** Every save: the whole answer set and transcript (PATCH /api/chat/leads/:id). */
type LeadBody = schemas.input<typeof chatLeadBodySchema>;
export type ChatLeadKey = { id: string; token: string };

/** The first save also carries the page's form token and the honeypot (issue 13), and the first strike's text. */
export type CreateBody = schemas.input<typeof chatLeadCreateSchema>;

/**
 * What the server made of a first save: the lead and its key; a fresh form token to send it again with
 * (the page's had expired or was used); or the ending, when this session was ended for inappropriate
 * messages (issue 11, item 3). Anything else throws, and the next answer tries again.
 */
export type CreateAnswer = { kind: "created"; lead: ChatLeadKey } | { kind: "stale"; formToken: string } | { kind: "ended" };

/** SPEC §7 call 5: create the chat lead; the answer's token is the only key to later updates. */
export async function createChatLead(body: CreateBody): Promise<CreateAnswer> {
  const response = await fetch("/api/chat/leads", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (response.status === 201) return { kind: "created", lead: created.parse(await response.json()) };
  if (response.status === 403) return { kind: "ended" };
  const error = await readApiError(response);
  if (response.status === 400 && error.formToken) return { kind: "stale", formToken: error.formToken };
  throw new Error(`chat lead create answered ${response.status}`);
}

export async function updateChatLead(lead: ChatLeadKey, body: LeadBody): Promise<void> {
  const response = await fetch(`/api/chat/leads/${encodeURIComponent(lead.id)}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`chat lead update answered ${response.status}`);
}

/** Reports an inappropriate message; the server's count (kept with the lead) comes back. */
export async function reportStrike(lead: ChatLeadKey, body: schemas.input<typeof chatStrikeBodySchema>): Promise<StrikeAnswer> {
  const response = await fetch(`/api/chat/leads/${encodeURIComponent(lead.id)}/strikes`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`chat strike answered ${response.status}`);
  return counted.parse(await response.json());
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

export type ReplyRequest = schemas.input<typeof chatReplyBodySchema>;

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
