import { type RefObject, useCallback, useEffect, useRef } from "react";
import { QUOTE_LIMITS } from "#app/domain/quotes/limits";
import { fetchQuoteCheck } from "./chat-api";
import { type ChatItem, itemId } from "./chat-items";
import type { SavedChat } from "./saved-chat";

type Options = { chatRef: RefObject<SavedChat | null>; update: (change: (c: SavedChat) => SavedChat) => void };

/**
 * After a quote is uploaded the chat asks, every second and a half for half a minute, what the quote
 * check read, and shows the summary under the upload when it comes. The conversation
 * goes on meanwhile; a reading that takes longer, or a question that fails, reaches the advisor only.
 */
export function useQuoteSummary({ chatRef, update }: Options) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => stop(timer), []);

  return useCallback(() => {
    stop(timer);
    const until = Date.now() + QUOTE_LIMITS.pollWindowMs;
    const ask = async () => {
      const lead = chatRef.current?.lead;
      // Before the lead's first save the chat has no key to ask with; it is on its way.
      const answer = lead ? await fetchQuoteCheck(lead) : null;
      if (answer?.status === "done") {
        update((c) => ({ ...c, items: withSummary(c.items, { id: itemId(), type: "quote-summary", summary: answer.summary }) }));
        return;
      }
      if (Date.now() < until) timer.current = setTimeout(() => void ask(), QUOTE_LIMITS.pollIntervalMs);
    };
    timer.current = setTimeout(() => void ask(), QUOTE_LIMITS.pollIntervalMs);
  }, [chatRef, update]);
}

function stop(timer: RefObject<ReturnType<typeof setTimeout> | null>) {
  if (timer.current) clearTimeout(timer.current);
  timer.current = null;
}

/**
 * The summary goes right under the upload it is about, so it reads in place and the question the chat
 * has moved on to stays the last message; a chat rewound past the upload shows it at the end.
 */
function withSummary(items: ChatItem[], summary: ChatItem): ChatItem[] {
  const at = items.findLastIndex((item) => item.type === "user" && item.node === "dealerQuoteUpload");
  return at < 0 ? [...items, summary] : [...items.slice(0, at + 1), summary, ...items.slice(at + 1)];
}
