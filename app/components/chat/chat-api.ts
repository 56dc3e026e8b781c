// Types only from the server's schemas (full zod stays out of the browser: docs/decisions/006); answers
// are read with zod/mini, loaded with the first request that needs them (load-api-answers.ts).
import type { z as schemas } from "zod";
import type {
  chatLeadBodySchema,
  chatLeadCreateSchema,
  chatReplyBodySchema,
  chatSessionStrikeSchema,
  chatStrikeBodySchema,
  StrikeAnswer,
} from "#app/domain/chat/api-schemas";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import type { MessageKey } from "#app/i18n/messages/en";
import { FOLLOW_UP_CLASSES, type FollowUpClass } from "#app/domain/chat/follow-up";
import { RATE_LIMIT_MESSAGE } from "#app/domain/constants";
import type { ChatQuoteAnswer } from "#app/domain/quotes/check-view";
import { loadApiAnswers } from "#app/components/load-api-answers";

/** Every save: the whole answer set and transcript (PATCH /api/chat/leads/:id). */
type LeadBody = schemas.input<typeof chatLeadBodySchema>;
/** `page`: the lead's private page (docs/decisions/052), the latest save's, for the chat's last message. */
export type ChatLeadKey = { id: string; token: string; page?: string | undefined };

/** The page's form token and the honeypot, which a call that may create a lead carries. */
export type Screened = Pick<schemas.input<typeof chatLeadCreateSchema>, "formToken" | "honeypot">;

/** The page's form token expired or was used: a fresh one to send the call again with. */
export type Stale = { kind: "stale"; formToken: string };

/**
 * What the server made of a first save: the lead and its key; a fresh form token; or the ending, when
 * this session was ended for inappropriate messages. Anything else throws, and the
 * next answer tries again.
 */
export type CreateAnswer = { kind: "created"; lead: ChatLeadKey } | Stale | { kind: "ended" };

/** A form's refusal that brings a fresh token (400 with `formToken`), or null. */
async function staleOf(response: Response): Promise<Stale | null> {
  const { readApiError } = await loadApiAnswers();
  const error = await readApiError(response);
  return response.status === 400 && error.formToken ? { kind: "stale", formToken: error.formToken } : null;
}

/** SPEC §7 call 5: create the chat lead; the answer's token is the only key to later updates. */
export async function createChatLead(body: schemas.input<typeof chatLeadCreateSchema>): Promise<CreateAnswer> {
  const [response, { chatLeadCreatedAnswer }] = await Promise.all([
    fetch("/api/chat/leads", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    loadApiAnswers(),
  ]);
  if (response.status === 201) return { kind: "created", lead: chatLeadCreatedAnswer.parse(await response.json()) };
  // 409 is the server's ending alone; a 403 (a refused origin) is a failed save like any other.
  if (response.status === 409) return { kind: "ended" };
  const stale = await staleOf(response);
  if (stale) return stale;
  throw new Error(`chat lead create answered ${response.status}`);
}

/**
 * A later save, and the link to the lead's page signed afresh (its days counted from now, in the chat's
 * language); "ended" when the server ended this chat meanwhile (three strikes counted in another tab, say).
 */
export async function updateChatLead(lead: ChatLeadKey, body: LeadBody): Promise<{ kind: "saved"; page?: string } | { kind: "ended" }> {
  const [response, { chatLeadSavedAnswer }] = await Promise.all([
    fetch(`/api/chat/leads/${encodeURIComponent(lead.id)}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
      body: JSON.stringify(body),
    }),
    loadApiAnswers(),
  ]);
  if (response.status === 409) return { kind: "ended" };
  if (!response.ok) throw new Error(`chat lead update answered ${response.status}`);
  const saved = chatLeadSavedAnswer.safeParse(await response.json().catch(() => null));
  return saved.success && saved.data.page ? { kind: "saved", page: saved.data.page } : { kind: "saved" };
}

/**
 * Reports an inappropriate message before the browser holds a lead: the server counts it for the session,
 * and its count comes back; screened as a first save is, since the third saves the lead.
 */
export async function reportSessionStrike(
  body: schemas.input<typeof chatSessionStrikeSchema>,
): Promise<{ kind: "counted"; counted: StrikeAnswer } | Stale> {
  const [response, { strikeCountAnswer }] = await Promise.all([
    fetch("/api/chat/strikes", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    loadApiAnswers(),
  ]);
  if (response.ok) return { kind: "counted", counted: strikeCountAnswer.parse(await response.json()) };
  const stale = await staleOf(response);
  if (stale) return stale;
  throw new Error(`chat strike answered ${response.status}`);
}

/** Reports an inappropriate message on the lead; the server's count for the session comes back. */
export async function reportStrike(lead: ChatLeadKey, body: schemas.input<typeof chatStrikeBodySchema>): Promise<StrikeAnswer> {
  const [response, { strikeCountAnswer }] = await Promise.all([
    fetch(`/api/chat/leads/${encodeURIComponent(lead.id)}/strikes`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
      body: JSON.stringify(body),
    }),
    loadApiAnswers(),
  ]);
  if (!response.ok) throw new Error(`chat strike answered ${response.status}`);
  return strikeCountAnswer.parse(await response.json());
}

/**
 * The Worker's refusal of an upload, by its status (worker/api/chat.ts), as the catalogue's message: its
 * body is SPEC's English, and the page shows its own language.
 */
const UPLOAD_ERRORS: Record<number, MessageKey> = {
  400: "chat.error.uploadType",
  401: "chat.error.uploadUnauthorized",
  403: "chat.error.uploadForbidden",
  413: "chat.error.uploadSize",
  429: "chat.error.uploadQuota",
};

/**
 * SPEC §7 call 6: the dealer quote to R2, with the chat lead's token, or, while the chat holds no lead,
 * the page's form token, which the server takes for a session that has a lead; the
 * answer is the stored path, or the server's message.
 */
export async function uploadDealerQuote(
  file: File,
  sessionId: string,
  proof: ChatLeadKey | { formToken: string },
): Promise<{ path: string } | { error: MessageKey }> {
  const form = new FormData();
  form.set("file", file);
  form.set("sessionId", sessionId);
  if ("formToken" in proof) form.set("formToken", proof.formToken);
  else form.set("leadId", proof.id);
  const headers: Record<string, string> = "token" in proof ? { authorization: `Bearer ${proof.token}` } : {};
  try {
    const [response, { apiErrorAnswer, quoteUploadAnswer }] = await Promise.all([
      fetch("/api/chat/uploads", { method: "POST", body: form, headers }),
      loadApiAnswers(),
    ]);
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const ok = quoteUploadAnswer.safeParse(body);
      if (ok.success) return ok.data;
    }
    // A 429 is the upload quota, or the rate limit every API route has.
    if (apiErrorAnswer.safeParse(body).data?.error === RATE_LIMIT_MESSAGE) return { error: "site.rateLimited" };
    return { error: UPLOAD_ERRORS[response.status] ?? "chat.error.uploadFailed" };
  } catch {
    return { error: "chat.error.uploadFailed" };
  }
}

/** What became of the lead's uploaded quote; null when the question could not be answered. */
export async function fetchQuoteCheck(lead: ChatLeadKey): Promise<ChatQuoteAnswer | null> {
  try {
    const [response, { quoteCheckAnswer }] = await Promise.all([
      fetch(`/api/chat/leads/${encodeURIComponent(lead.id)}/quote-check`, { headers: { authorization: `Bearer ${lead.token}` } }),
      loadApiAnswers(),
    ]);
    if (!response.ok) return null;
    const answer = quoteCheckAnswer.safeParse(await response.json());
    return answer.success ? answer.data : null;
  } catch {
    return null;
  }
}

export type ReplyRequest = schemas.input<typeof chatReplyBodySchema>;

/**
 * SPEC §7 reply service: the text, or null so the caller falls back to its canned reply. With the chat's
 * lead, a follow-up can be answered from its quote check when the model cannot answer.
 */
export async function fetchReply(request: ReplyRequest, lead: ChatLeadKey | null = null): Promise<string | null> {
  try {
    const [response, { chatReplyAnswer }] = await Promise.all([
      fetch("/api/chat", {
        method: "POST",
        headers: { "content-type": "application/json", ...(lead ? { authorization: `Bearer ${lead.token}` } : {}) },
        body: JSON.stringify(lead ? { ...request, leadId: lead.id } : request),
        signal: AbortSignal.timeout(CHAT_LIMITS.replyTimeoutMs),
      }),
      loadApiAnswers(),
    ]);
    if (!response.ok) return null;
    const body = chatReplyAnswer.safeParse(await response.json());
    return body.success && body.data.response.trim() ? body.data.response.trim() : null;
  } catch {
    return null;
  }
}

export function asFollowUpClass(value: string | null): FollowUpClass | null {
  return FOLLOW_UP_CLASSES.find((c) => c === value) ?? null;
}
