import { z } from "zod/mini";
import { CHAT_STATE_VERSION } from "~/domain/chat/engine";
import { NODE_KEYS } from "~/domain/chat/flow";

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
    ]),
  ),
  lead: z.nullable(z.object({ id: z.string(), token: z.string() })),
  sessionId: z.string(),
});

export type SavedChat = z.infer<typeof savedChatSchema>;

/** A reload resumes the conversation with the same lead; another version (or anything unreadable) starts over. */
export function loadChat(): SavedChat | null {
  try {
    const parsed = savedChatSchema.safeParse(JSON.parse(window.localStorage.getItem(KEY) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveChat(chat: SavedChat) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(chat));
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
