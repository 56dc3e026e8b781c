// The chat's limits and the answer a skipped question stores. Its words are the catalogue's `chat` namespace
// (app/i18n/messages); its rules return them as messages (../message.ts), which the engine says through the
// flow context's translator.

/** What a skipped optional answer is stored as (SPEC §5). */
export const NOT_SURE = "I'm not sure";

export const CHAT_LIMITS = {
  answerMaxLength: 50,
  nameMaxLength: 50,
  firstYear: 1990,
  yearsAhead: 2,
  maxMileage: 500_000,
  maxUploadBytes: 10 * 1024 * 1024,
  /** Ours: uploads one chat lead may make, counted in D1 (its chat quote checks). */
  maxUploadsPerLead: 5,
  typingDelayMs: { min: 500, max: 1500 },
  inappropriateLimit: 3,
  /** Ours: the browser forgets a chat this long after it began. */
  storageDays: 7,
  historyTurns: 4,
  // The browser waits this long for a reply, then uses its canned one; the server gives up on Workers
  // AI a little earlier, so its answer (or its 503) always arrives in time.
  replyTimeoutMs: 4000,
  aiTimeoutMs: 3500,
  articleCount: 6,
} as const;
