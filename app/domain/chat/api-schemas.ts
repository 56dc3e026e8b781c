import { z } from "zod";
import { API_LIMITS } from "#app/domain/constants";
import { leadLanguageSchema } from "#app/domain/lead-language";
import { pageContextSchema, sessionIdSchema } from "#app/domain/page-context";

const turn = z.object({ role: z.enum(["bot", "user"]), content: z.string().max(2000) });

/** Body of POST /api/chat/leads and PATCH /api/chat/leads/:id: the whole answer set and transcript. */
export const chatLeadBodySchema = z.object({
  sessionId: sessionIdSchema,
  // Optional values: an answer the browser cleared is undefined there, and JSON leaves it out.
  answers: z.record(z.string().max(40), z.union([z.string().max(1000), z.array(z.string().max(40)).max(10), z.number()]).optional()),
  conversation: z.array(turn).max(200),
  context: pageContextSchema.optional(),
  /** The chat page's language: the lead's creation stores it; absent is English. */
  language: leadLanguageSchema,
});

/** The offending message a strike reports; the server checks it with the same rule as the browser. */
const strike = z.string().min(1).max(1000);

/**
 * Body of POST /api/chat/leads: the first save carries the page's form token and the hidden honeypot,
 * as the lead forms do.
 */
export const chatLeadCreateSchema = chatLeadBodySchema.extend({
  formToken: z.string().max(API_LIMITS.maxTextField),
  honeypot: z.preprocess((v) => v ?? "", z.string().max(API_LIMITS.maxTextField)),
});

/** Body of POST /api/chat/leads/:id/strikes: the answers so far and the message that costs a strike (SPEC §4). */
export const chatStrikeBodySchema = chatLeadBodySchema.extend({ strike });

/**
 * Body of POST /api/chat/strikes, a strike before the browser holds a lead: screened as a first save
 * is, since the third strike saves the lead.
 */
export const chatSessionStrikeSchema = chatLeadCreateSchema.extend({ strike });

/** Answer of a counted strike: the server's count, and whether the chat has ended. */
export type StrikeAnswer = { strikes: number; ended: boolean };

/** Body of POST /api/chat (SPEC §7 reply service). */
export const chatReplyBodySchema = z.object({
  answerValue: z.string().max(500),
  answerDisplay: z.string().max(500),
  questionContext: z.string().max(40),
  context: z.string().max(1000),
  specificInstruction: z.string().max(500),
  conversationHistory: z.array(turn.extend({ content: z.string().max(1000) })).max(4),
  /** The chat page's language: the model answers in it; absent is English. */
  language: leadLanguageSchema,
  /** The chat's lead, with its token in the Authorization header: a follow-up can then be answered from its quote check. */
  leadId: z.uuid().optional(),
});

export type ChatReplyBody = z.output<typeof chatReplyBodySchema>;
