import { startChat, type ChatState } from "#app/domain/chat/engine";
import { CHAT_FLOW, suggestionsFor, type FlowContext, type NodeKey } from "#app/domain/chat/flow";
import { itemId, type ChatItem, type ChatNotice } from "./chat-items";
import type { SavedChat } from "./saved-chat";

/** The notice at collection comes before the name, the consent to calls before the phone. */
const NOTICE_BEFORE: Partial<Record<NodeKey, ChatNotice>> = { name: "privacy", phone: "phone-consent" };

/** Bot messages for the nodes just passed and the next question's prompt. */
export function botTurn(state: ChatState, passed: NodeKey[], ctx: FlowContext, id: () => string = itemId): ChatItem[] {
  const entries: ChatItem[] = [];
  for (const key of passed) {
    entries.push({ id: id(), type: "bot", text: CHAT_FLOW[key].prompt(state.answers, ctx) });
    const node = CHAT_FLOW[key];
    if (node.kind === "message" && node.content === "articles") entries.push({ id: id(), type: "articles" });
    if (node.kind === "message" && node.content === "completion") entries.push({ id: id(), type: "completion" });
    if (node.kind === "message" && node.content === "suggestions")
      entries.push({ id: id(), type: "suggestions", models: suggestionsFor(state.answers) });
  }
  if (!state.ended) {
    const notice = NOTICE_BEFORE[state.current];
    if (notice) entries.push({ id: id(), type: "notice", notice });
    entries.push({ id: id(), type: "bot", text: CHAT_FLOW[state.current].prompt(state.answers, ctx) });
  }
  return entries;
}

/**
 * The chat as the page opens, the same on the server and at hydration: the greeting,
 * the notice and the first question, from the page's query string. Its ids are fixed so both renders
 * agree; the browser gives it a session and a start time once it knows there is no saved chat to resume.
 */
export function openingChat(search: string, ctx: FlowContext): SavedChat {
  const { state, passed } = startChat(new URLSearchParams(search));
  let n = 0;
  const items = botTurn(state, passed, ctx, () => `opening-${n++}`);
  return { version: state.version, state, items, lead: null, sessionId: "", startedAt: 0 };
}

/** The entry the buyer is answering: the current question's prompt, or the last word of an ended chat. */
export function questionItemId(chat: SavedChat, ctx: FlowContext): string | undefined {
  const bots = chat.items.filter((item) => item.type === "bot");
  if (chat.state.ended) return bots.at(-1)?.id;
  const prompt = CHAT_FLOW[chat.state.current].prompt(chat.state.answers, ctx);
  return bots.findLast((item) => item.text === prompt)?.id;
}
