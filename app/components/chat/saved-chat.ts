import { z } from "zod/mini";
import { CHAT_STATE_VERSION } from "#app/domain/chat/engine";
import { NODE_KEYS } from "#app/domain/chat/flow-types";
import { CHAT_NOTICES } from "./chat-items";

const nodeKey = z.enum(NODE_KEYS);
const reply = z.union([z.string(), z.array(z.string()), z.number()]);

// Browser storage is outside input too: a saved chat is parsed before it is trusted. chat-storage.ts
// loads this schema (and zod/mini with it) only when the browser holds a saved chat.
export const savedChatSchema = z.object({
  version: z.literal(CHAT_STATE_VERSION),
  state: z.object({
    version: z.literal(CHAT_STATE_VERSION),
    answers: z.record(z.string(), z.optional(reply)),
    prefilled: z.array(nodeKey),
    asked: z.array(nodeKey),
    current: nodeKey,
    strikes: z.number(),
    ended: z.boolean(),
  }),
  items: z.array(
    z.union([
      z.object({ id: z.string(), type: z.literal("bot"), text: z.string() }),
      z.object({ id: z.string(), type: z.literal("user"), text: z.string(), node: nodeKey }),
      z.object({ id: z.string(), type: z.literal("articles") }),
      z.object({ id: z.string(), type: z.literal("completion") }),
      z.object({
        id: z.string(),
        type: z.literal("suggestions"),
        models: z.array(z.object({ make: z.string(), model: z.string(), msrp: z.number(), volume: z.number() })),
      }),
      z.object({ id: z.string(), type: z.literal("notice"), notice: z.enum(CHAT_NOTICES) }),
      z.object({
        id: z.string(),
        type: z.literal("quote-summary"),
        summary: z.object({
          text: z.string(),
          note: z.nullable(z.string()),
          sources: z.array(z.object({ label: z.string(), url: z.string().check(z.regex(/^https:\/\//)) })),
        }),
      }),
    ]),
  ),
  lead: z.nullable(
    z.object({ id: z.string(), token: z.string(), page: z.optional(z.string().check(z.regex(/^\/(es\/mi|my)\/[\w.-]+$/))) }),
  ),
  sessionId: z.string(),
  /** When the chat began: its saved state lasts CHAT_LIMITS.storageDays from then. */
  startedAt: z.number(),
});

export type SavedChat = z.infer<typeof savedChatSchema>;
