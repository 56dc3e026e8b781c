import { z } from "zod";
import { pageContextSchema } from "../page-context";

const turn = z.object({ role: z.enum(["bot", "user"]), content: z.string().max(2000) });

/** Body of POST /api/chat/leads and PATCH /api/chat/leads/:id: the whole answer set and transcript. */
export const chatLeadBodySchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid session id"),
  answers: z.record(z.string().max(40), z.union([z.string().max(1000), z.array(z.string().max(40)).max(10), z.number()])),
  conversation: z.array(turn).max(200),
  context: pageContextSchema.optional(),
});

/** Body of POST /api/chat (SPEC §7 reply service). */
export const chatReplyBodySchema = z.object({
  answerValue: z.string().max(500),
  answerDisplay: z.string().max(500),
  questionContext: z.string().max(40),
  context: z.string().max(1000),
  specificInstruction: z.string().max(500),
  conversationHistory: z.array(turn.extend({ content: z.string().max(1000) })).max(4),
});

export type ChatReplyBody = z.output<typeof chatReplyBodySchema>;
