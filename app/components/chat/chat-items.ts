import type { NodeKey } from "#app/domain/chat/flow";
import type { Turn } from "#app/domain/chat/lead-columns";
import type { CatalogueModel } from "#app/domain/chat/model-suggestions";
import type { QuoteSummary } from "#app/domain/quotes/summary";

/** One entry of the conversation on screen (SPEC §3 chat message: bot, user, articles, completion). */
export type ChatItem =
  | { id: string; type: "bot"; text: string }
  | { id: string; type: "user"; text: string; node: NodeKey }
  | { id: string; type: "articles" }
  | { id: string; type: "completion" }
  | { id: string; type: "suggestions"; models: CatalogueModel[] }
  // The notice at collection before the name, the consent line before the phone.
  | { id: string; type: "notice"; notice: ChatNotice }
  // What the quote check read from the uploaded quote.
  | { id: string; type: "quote-summary"; summary: QuoteSummary };

export const CHAT_NOTICES = ["privacy", "phone-consent"] as const;
export type ChatNotice = (typeof CHAT_NOTICES)[number];

let counter = 0;
export const itemId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** The transcript stored with the lead: bot and user turns only. */
export function conversationOf(items: ChatItem[]): Turn[] {
  const turns: Turn[] = [];
  for (const item of items) {
    if (item.type === "bot" || item.type === "user") turns.push({ role: item.type, content: item.text });
    // The advisor reads in the transcript what the buyer was told about their quote.
    if (item.type === "quote-summary") turns.push({ role: "bot", content: item.summary.text });
  }
  return turns;
}
