import { and, eq, isNull, sql } from "drizzle-orm";
import { CHAT_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import { chatSessionStrikeSchema, chatStrikeBodySchema } from "#app/domain/chat/api-schemas";
import type { Answers } from "#app/domain/chat/flow";
import { chatLeadColumns } from "#app/domain/chat/lead-columns";
import { fieldErrors } from "#app/domain/field-errors";
import { d1Batch } from "#worker/db/batch";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { chatLeadInsert } from "./lead-insert.server";
import { keepAnsweredQuote } from "#worker/services/quotes";
import { chatAnswerErrors, chatSaveColumns } from "./lead-rules.server";
import { chatLeadAccess } from "./lead-tokens.server";
import { storedChatLead } from "./leads.server";
import { countOneStrike, isEnding, readStrikes, strikeColumns, syncSessionLeads } from "./strike-count.server";
import { claimFormToken, botPause, screenSubmission } from "#worker/services/guards";
import type { RequestFacts } from "#worker/services/leads";

export type StrikeOutcome =
  | { status: "counted"; strikes: number; ended: boolean }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "stale"; formToken: string }
  | { status: "forbidden" }
  | { status: "not-found" };

// SPEC §4: three inappropriate messages end the chat. The browser reports each one with its text, which
// the server checks with the browser's own rule, and the server's count stands: per chat session, in D1,
// so a reload or "Start over" in the tab does not reset it.

/**
 * A strike before the browser holds a lead: no lead is created for it (SPEC §4: the lead comes with the
 * first answer after the ZIP). Screened as a lead form is, since the third saves a lead: the chat lead
 * with the answers so far, ended, unless the session already has one (which then ends).
 */
export async function countSessionStrike(env: Env, input: unknown, facts: RequestFacts): Promise<StrikeOutcome> {
  const body = chatSessionStrikeSchema.safeParse(input);
  if (!body.success) return { status: "invalid", fields: fieldErrors(body.error) };
  const { answers, conversation, sessionId, context, strike } = body.data;
  const fields = chatAnswerErrors(env, answers, sessionId, strike);
  if (fields) return { status: "invalid", fields };
  const screening = await screenSubmission(env, body.data);
  if (screening.kind === "bot") {
    await botPause();
    return { status: "counted", strikes: 1, ended: false };
  }
  if (screening.kind === "stale") return { status: "stale", formToken: screening.formToken };

  const db = database(env.DB);
  const now = new Date().toISOString();
  const [, counted] = await d1Batch(env.DB, [
    countOneStrike(db, sessionId, now),
    readStrikes(db, sessionId),
    syncSessionLeads(db, sessionId),
  ]);
  const strikes = strikesOf(counted);
  if (!isEnding(strikes)) return { status: "counted", strikes, ended: false };
  // The page's token gives one lead; a retry of this very report finds it claimed, and the lead saved.
  if (await claimFormToken(env, screening.nonce)) {
    // An upload made with the form token before the chat held a lead is kept with it, as a chat save keeps it.
    const kept = (await keepAnsweredQuote(env, answers, null)) ?? withoutUpload(answers);
    const { statements } = chatLeadInsert(
      db,
      {
        id: crypto.randomUUID(),
        sessionId,
        answers: kept,
        conversation,
        context,
        facts,
        now,
        language: body.data.language,
        tokenHash: null,
      },
      sql`not exists (select 1 from ${leads} where ${and(eq(leads.sessionId, sessionId), eq(leads.leadSource, CHAT_LEAD_SOURCE))})`,
    );
    await d1Batch(env.DB, statements);
  }
  logEvent("chat_strike", { strikes, ended: true });
  return { status: "counted", strikes, ended: true };
}

/** A strike once the browser holds the lead: only with its token; the answers so far are saved with it. */
export async function countStrike(env: Env, id: string, token: string | undefined, input: unknown): Promise<StrikeOutcome> {
  const access = await chatLeadAccess(env, id, token);
  if (access !== "ok") return { status: access };
  const body = chatStrikeBodySchema.safeParse(input);
  if (!body.success) return { status: "invalid", fields: fieldErrors(body.error) };
  const db = database(env.DB);
  const current = await storedChatLead(db, id);
  if (!current) return { status: "not-found" };
  const { conversation, strike } = body.data;
  const fields = chatAnswerErrors(env, body.data.answers, current.sessionId, strike);
  if (fields) return { status: "invalid", fields };
  // The save keeps the upload as every chat save does, never back to its pending path.
  const answers = (await keepAnsweredQuote(env, body.data.answers, current.dealerQuoteImagePath)) ?? withoutUpload(body.data.answers);
  // Every chat lead has its session (leadContextColumns gives one); the lead's id stands in for none.
  const sessionId = current.sessionId ?? id;
  const now = new Date().toISOString();
  const [, counted] = await d1Batch(env.DB, [
    countOneStrike(db, sessionId, now),
    readStrikes(db, sessionId),
    db
      .update(leads)
      .set({
        ...chatSaveColumns(db, id, chatLeadColumns(answers, conversation, now), {
          optedInAt: current.optedInAt,
          language: body.data.language,
          now,
        }),
        ...strikeColumns(sessionId),
      })
      .where(and(eq(leads.id, id), isNull(leads.endedReason))),
    syncSessionLeads(db, sessionId),
  ]);
  const strikes = strikesOf(counted);
  const ended = isEnding(strikes) || current.endedReason !== null;
  logEvent("chat_strike", { leadId: id, strikes, ended });
  return { status: "counted", strikes, ended };
}

/** The count read back in the batch (RETURNING-less select: D1 gives the row keyed by column name). */
function strikesOf(result: D1Result<Record<string, unknown>> | undefined): number {
  const value = result?.results[0]?.strikes;
  return typeof value === "number" ? value : 0;
}

/** A strike counts whatever else its save holds: an upload that does not exist is left out of the answers, not refused. */
function withoutUpload(answers: Answers): Answers {
  const { dealerQuoteUpload: _, ...rest } = answers;
  return rest;
}
