import { z } from "zod/mini";
import { CHAT_STATE_VERSION } from "~/domain/chat/engine";
import { NODE_KEYS } from "~/domain/chat/flow";
import { CHAT_LIMITS } from "~/domain/chat/messages";
import { CHAT_NOTICES } from "./chat-items";
import { DAY_MS } from "~/domain/constants";

const KEY = "advisor_chat";

const nodeKey = z.enum(NODE_KEYS);
const reply = z.union([z.string(), z.array(z.string()), z.number()]);

// Browser storage is outside input too: a saved chat is parsed before it is trusted.
const savedChatSchema = z.object({
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
    ]),
  ),
  lead: z.nullable(z.object({ id: z.string(), token: z.string() })),
  sessionId: z.string(),
  /** When the chat began: its saved state lasts CHAT_LIMITS.storageDays from then (issue 12, item 5). */
  startedAt: z.number(),
});

export type SavedChat = z.infer<typeof savedChatSchema>;

const MAX_AGE_MS = CHAT_LIMITS.storageDays * DAY_MS;

/** Ended by three inappropriate messages (SPEC §4): the ending outlives a reload. */
export const endedByStrikes = (chat: SavedChat) => chat.state.ended && chat.state.strikes >= CHAT_LIMITS.inappropriateLimit;

/**
 * A reload resumes the conversation with the same lead. Anything unreadable, of another version or
 * older than 7 days starts over, and an expired chat is removed.
 */
export function loadChat(now = Date.now()): SavedChat | null {
  try {
    const parsed = savedChatSchema.safeParse(JSON.parse(window.localStorage.getItem(KEY) ?? "null"));
    if (!parsed.success) return null;
    if (now - parsed.data.startedAt > MAX_AGE_MS) {
      clearChat();
      return null;
    }
    return parsed.data;
  } catch {
    return null;
  }
}

/**
 * Issue 12, item 5: the browser keeps no more than the conversation needs. A completed chat keeps
 * nothing (the name, email, phone, notes and the rest go once it is done); a chat ended for
 * inappropriate messages keeps only that it ended, so a reload shows the ending again.
 */
export function saveChat(chat: SavedChat) {
  if (chat.state.ended && !endedByStrikes(chat)) return clearChat();
  const kept = endedByStrikes(chat)
    ? { ...chat, state: { ...chat.state, answers: {}, asked: [], prefilled: [] }, items: [], lead: null }
    : chat;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(kept satisfies SavedChat));
  } catch {
    // storage full or blocked: the conversation still works, it just won't survive a reload
  }
}

export function clearChat() {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
