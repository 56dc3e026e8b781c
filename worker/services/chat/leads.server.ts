import { and, eq, isNull, or, sql } from "drizzle-orm";
import { chatLeadBodySchema, chatLeadCreateSchema } from "#app/domain/chat/api-schemas";
import { chatLeadColumns } from "#app/domain/chat/lead-columns";
import { CHAT_MESSAGES } from "#app/domain/chat/api-messages";
import { fieldErrors } from "#app/domain/field-errors";
import { d1Batch } from "#worker/db/batch";
import { database, type Database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { chatLeadInsert } from "./lead-insert.server";
import { keepAnsweredQuote } from "#worker/services/quotes";
import { chatPageLink } from "#worker/services/email";
import { chatAnswerErrors, chatSaveColumns, type ChatColumns } from "./lead-rules.server";
import { chatLeadAccess, newChatToken } from "./lead-tokens.server";
import { sessionEnded } from "./strike-count.server";
import { claimFormToken, renewedFormToken, botPause, screenSubmission } from "#worker/services/guards";
import { notifyLeadEvent, queueVisitorEmail, type RequestFacts } from "#worker/services/leads";
import { notifyDesk } from "#worker/services/desk";
import type { LeadLanguage } from "#app/domain/lead-language";

/** A save naming an upload of its session that does not exist: the browser's own upload error. */
const NO_SUCH_UPLOAD = { dealerQuoteUpload: CHAT_MESSAGES.uploadFailed };

export type ChatLeadOutcome =
  | { status: "created"; id: string; token: string; page: string }
  | { status: "updated"; page: string }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "stale"; formToken: string }
  | { status: "ended" }
  | { status: "forbidden" }
  | { status: "not-found" };

/**
 * SPEC §7 call 5: the first save inserts the lead and hands back the only key to later updates. It is
 * screened as the lead forms are (token and honeypot); a session the server ended for three
 * inappropriate messages gets no new lead.
 */
export async function createChatLead(env: Env, input: unknown, facts: RequestFacts): Promise<ChatLeadOutcome> {
  const body = chatLeadCreateSchema.safeParse(input);
  if (!body.success) return { status: "invalid", fields: fieldErrors(body.error) };
  const { conversation, sessionId, context } = body.data;
  const fields = chatAnswerErrors(env, body.data.answers, sessionId);
  if (fields) return { status: "invalid", fields };
  const screening = await screenSubmission(env, body.data);
  if (screening.kind === "bot") {
    // The same answer a person gets, with an id and a token that open nothing.
    await botPause();
    const id = crypto.randomUUID();
    return { status: "created", id, token: (await newChatToken()).token, page: await chatPageLink(env, id, body.data.language) };
  }
  if (screening.kind === "stale") return { status: "stale", formToken: screening.formToken };

  // An upload the answers name must exist, and leaves the expiring prefix (docs/decisions/026).
  const answers = await keepAnsweredQuote(env, body.data.answers, null);
  if (!answers) return { status: "invalid", fields: NO_SUCH_UPLOAD };
  // The page's token gives one chat lead: claimed before it is written (a replay is asked to try again).
  if (!(await claimFormToken(env, screening.nonce))) return { status: "stale", formToken: await renewedFormToken(env) };
  const db = database(env.DB);
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  const key = await newChatToken();
  const { statements, columns } = chatLeadInsert(
    db,
    { id, sessionId, answers, conversation, context, facts, now, language: body.data.language, tokenHash: key.hash },
    sql`not (${sessionEnded(sessionId)})`,
  );
  const [inserted] = await d1Batch(env.DB, statements);
  if (!inserted?.results.length) return { status: "ended" };
  logEvent("chat_lead_created", { leadId: id });
  if (columns.readyToTalk) notifyReadyToTalk(env, id, columns.qualified, now, body.data.language);
  confirmToVisitor(env, id, null, columns);
  // The chat's last message links to the lead's page (docs/decisions/052): this lead's alone, as the address typed proves nothing.
  return { status: "created", id, token: key.token, page: await chatPageLink(env, id, body.data.language) };
}

/** Later saves: only with the token the create returned; the same rules as the browser. Idempotent. */
export async function updateChatLead(env: Env, id: string, token: string | undefined, input: unknown): Promise<ChatLeadOutcome> {
  const access = await chatLeadAccess(env, id, token);
  if (access !== "ok") return { status: access };
  const body = chatLeadBodySchema.safeParse(input);
  if (!body.success) return { status: "invalid", fields: fieldErrors(body.error) };
  const db = database(env.DB);
  const current = await storedChatLead(db, id);
  if (!current) return { status: "not-found" };
  if (current.endedReason) return { status: "ended" };
  const fields = chatAnswerErrors(env, body.data.answers, current.sessionId);
  if (fields) return { status: "invalid", fields };
  const now = new Date().toISOString();
  const answers = await keepAnsweredQuote(env, body.data.answers, current.dealerQuoteImagePath);
  if (!answers) return { status: "invalid", fields: NO_SUCH_UPLOAD };
  const columns = chatLeadColumns(answers, body.data.conversation, now);
  const save = db
    .update(leads)
    .set(chatSaveColumns(db, id, columns, { optedInAt: current.optedInAt, language: body.data.language, now }))
    .where(and(eq(leads.id, id), isNull(leads.endedReason)));
  if (columns.readyToTalk !== true) await save;
  else {
    // One transaction, so a failed save cannot leave the flag set without its notification.
    const [flip] = await d1Batch(env.DB, [markReadyToTalk(db, id), save]);
    if ((flip?.meta.changes ?? 0) > 0) notifyReadyToTalk(env, id, columns.qualified, now, body.data.language);
  }
  confirmToVisitor(env, id, current, columns);
  return { status: "updated", page: await chatPageLink(env, id, body.data.language) };
}

export async function storedChatLead(db: Database, id: string) {
  const [current] = await db
    .select({
      sessionId: leads.sessionId,
      endedReason: leads.endedReason,
      optedInAt: leads.newsletterOptedInAt,
      email: leads.email,
      readyToTalk: leads.readyToTalk,
      newsletterOptedIn: leads.newsletterOptedIn,
      dealerQuoteImagePath: leads.dealerQuoteImagePath,
    })
    .from(leads)
    .where(eq(leads.id, id))
    .limit(1);
  return current;
}

type Confirmable = Pick<ChatColumns, "email" | "readyToTalk" | "newsletterOptedIn">;

/**
 * A chat lead that asks for a call and leaves an email gets one confirmation; a
 * newsletter answer asks for the address's confirmation (double opt-in), as the footer box does. Each
 * is queued on the save that first makes it true; the consumer sends each occasion once.
 */
function confirmToVisitor(env: Env, leadId: string, before: Confirmable | null, after: Confirmable) {
  const wantsCall = (lead: Confirmable | null) => Boolean(lead?.email) && lead?.readyToTalk === true;
  if (wantsCall(after) && !wantsCall(before)) queueVisitorEmail(env, { kind: "lead-confirmation", leadId, occasion: "chat" });
  if (after.newsletterOptedIn === true && before?.newsletterOptedIn !== true) {
    queueVisitorEmail(env, { kind: "newsletter-confirmation", leadId, occasion: "chat-newsletter" });
  }
}

/**
 * Sets ready_to_talk only where it was not yet true, in one statement: of any number of saves (retries,
 * resends after a reload, two tabs) exactly one changes the row, and only that one notifies the advisors.
 */
function markReadyToTalk(db: Database, id: string) {
  return db
    .update(leads)
    .set({ readyToTalk: true })
    .where(and(eq(leads.id, id), isNull(leads.endedReason), or(isNull(leads.readyToTalk), eq(leads.readyToTalk, false))));
}

/** A chat asking for a call: the webhook and every open desk page hear of it, once its D1 write has committed. */
function notifyReadyToTalk(env: Env, leadId: string, qualified: boolean, createdAt: string, language: LeadLanguage) {
  notifyLeadEvent(env, { type: "lead.ready_to_talk", leadId, source: "chatbot", qualified, createdAt });
  notifyDesk(env, { leadId, kind: "chat", at: createdAt, language });
}
