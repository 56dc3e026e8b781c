import { CHAT_LIMITS } from "#app/domain/chat/messages";

/** Bot messages appear after 500-1500 ms of "typing" (SPEC §9); with reduced motion, the shortest delay. */
export function typingDelay(): Promise<void> {
  const { min, max } = CHAT_LIMITS.typingDelayMs;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const ms = reduced ? min : min + Math.random() * (max - min);
  return new Promise((resolve) => setTimeout(resolve, ms));
}
