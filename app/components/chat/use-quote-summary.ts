import { type RefObject, useCallback, useEffect, useRef } from "react";
import { QUOTE_LIMITS } from "~/domain/quotes/messages";
import { fetchQuoteCheck } from "./chat-api";
import { itemId } from "./chat-items";
import type { SavedChat } from "./saved-chat";

type Options = { chatRef: RefObject<SavedChat | null>; update: (change: (c: SavedChat) => SavedChat) => void };

/**
 * After a quote is uploaded the chat asks, every few seconds and for half a minute, what the quote
 * check read, and shows the summary as a message when it comes (issue 23, item 4). The conversation
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
        update((c) => ({ ...c, items: [...c.items, { id: itemId(), type: "quote-summary", summary: answer.summary }] }));
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
