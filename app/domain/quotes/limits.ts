// Its own module, not messages.ts: the chat needs these two numbers, not the quote check's words
// (every byte of the chat's scripts counts).
export const QUOTE_LIMITS = {
  /** The chat asks for the result this often after the upload… */
  pollIntervalMs: 1500,
  /** …for this long; a reading that takes longer reaches the advisor only, and the chat goes on. */
  pollWindowMs: 30_000,
} as const;
