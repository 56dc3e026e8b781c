import { and, eq, isNull, sql } from "drizzle-orm";
import { chatStrikeBodySchema } from "~/domain/chat/api-schemas";
import { chatLeadColumns } from "~/domain/chat/lead-columns";
import { CHAT_LIMITS } from "~/domain/chat/messages";
import { fieldErrors } from "~/domain/field-errors";
import { database } from "../db/client";
import { leads } from "../db/schema";
import { chatAnswerErrors, chatSaveColumns } from "./chat-lead-rules.server";
import { chatLeadAccess } from "./chat-lead-tokens.server";
import { storedChatLead } from "./chat-leads.server";
import { logEvent } from "../log.server";

export type StrikeOutcome =
  | { status: "counted"; strikes: number; ended: boolean }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "forbidden" }
  | { status: "not-found" };

/**
 * SPEC §4: three inappropriate messages end the chat. The server keeps the count with the lead (issue
 * 11, item 3), so a reload cannot reset it: the browser reports each one with its text, the text is
 * checked with the browser's own rule, the answers so far are saved, and the count goes up in one
 * statement (concurrent reports each count once). The third ends the lead: ended_reason = 'inappropriate'.
 */
export async function countStrike(env: Env, id: string, token: string | undefined, input: unknown): Promise<StrikeOutcome> {
  const access = await chatLeadAccess(env, id, token);
  if (access !== "ok") return { status: access };
  const body = chatStrikeBodySchema.safeParse(input);
  if (!body.success) return { status: "invalid", fields: fieldErrors(body.error) };
  const db = database(env.DB);
  const current = await storedChatLead(db, id);
  if (!current) return { status: "not-found" };
  const { answers, conversation, strike } = body.data;
  const fields = chatAnswerErrors(env, answers, current.sessionId, strike);
  if (fields) return { status: "invalid", fields };
  const now = new Date().toISOString();
  const limit = CHAT_LIMITS.inappropriateLimit;
  const [counted] = await db
    .update(leads)
    .set({
      ...chatSaveColumns(db, id, chatLeadColumns(answers, conversation, now), current.optedInAt, now),
      inappropriateStrikes: sql`${leads.inappropriateStrikes} + 1`,
      endedReason: sql`case when ${leads.inappropriateStrikes} + 1 >= ${limit} then 'inappropriate' else null end`,
    })
    .where(and(eq(leads.id, id), isNull(leads.endedReason)))
    .returning({ strikes: leads.inappropriateStrikes, endedReason: leads.endedReason });
  // Already ended: the chat stays ended, whatever the browser counted.
  if (!counted) return { status: "counted", strikes: Math.max(limit, current.strikes), ended: true };
  const ended = counted.endedReason !== null;
  logEvent("chat_strike", { leadId: id, strikes: counted.strikes, ended });
  return { status: "counted", strikes: counted.strikes, ended };
}
