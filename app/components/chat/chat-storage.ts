import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { DAY_MS } from "#app/domain/constants";
import type { SavedChat } from "./saved-chat";

const KEY = "advisor_chat";

const MAX_AGE_MS = CHAT_LIMITS.storageDays * DAY_MS;

/** Ended by three inappropriate messages (SPEC §4): the ending outlives a reload. */
export const endedByStrikes = (chat: SavedChat) => chat.state.ended && chat.state.strikes >= CHAT_LIMITS.inappropriateLimit;

/** No answer of the visitor's own yet: at most the ones the chat's link filled in, which the page's link fills in again. */
export function nothingAnswered(chat: SavedChat): boolean {
  const prefilled: readonly string[] = chat.state.prefilled;
  return Object.keys(chat.state.answers).every((key) => prefilled.includes(key));
}

/**
 * A reload resumes the conversation with the same lead. Anything unreadable, of another version or
 * older than 7 days starts over, and an expired chat is removed. Nothing stored, nothing to parse: a
 * first visit loads no schema.
 */
export async function loadChat(now = Date.now()): Promise<SavedChat | null> {
  try {
    const stored = window.localStorage.getItem(KEY);
    if (stored === null) return null;
    const { savedChatSchema } = await import("./saved-chat");
    const parsed = savedChatSchema.safeParse(JSON.parse(stored));
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
 * The browser keeps no more than the conversation needs. A completed chat keeps
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
