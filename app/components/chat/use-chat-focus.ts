import { useCallback, useEffect, useRef } from "react";

/** The bubble of the question being answered (chat-messages.tsx) and the end of the page, under the answer bar. */
export const CHAT_QUESTION_ID = "chat-question";
export const CHAT_END_ID = "chat-end";

/**
 * Where the chat keeps the buyer. Each new message scrolls to the page's end, under
 * the answer bar, so the bar stands in its place in the flow and the newest message shows right above
 * it, after a reload too. After an answer (or an Edit), focus moves to the next question: to its text
 * field, which the question describes, or to the question itself, from which Tab reaches its answers.
 * The conversation is a polite live region, so the question is announced as it arrives as well.
 * Returns what the page calls when the buyer answers.
 */
export function useChatFocus(itemCount: number, questionId: string | undefined) {
  const answered = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message and each question shown are the triggers.
  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(CHAT_END_ID)?.scrollIntoView({ block: "end", behavior: reduced ? "auto" : "smooth" });
  }, [itemCount, questionId]);

  useEffect(() => {
    if (!answered.current || !questionId) return;
    answered.current = false;
    const target = document.getElementById("chat-answer") ?? document.getElementById(CHAT_QUESTION_ID);
    target?.focus({ preventScroll: true });
  }, [questionId]);

  return useCallback(() => {
    answered.current = true;
  }, []);
}
