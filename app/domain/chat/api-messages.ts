// Its own module, apart from messages.ts, so the chat's scripts never carry this English:
// the browser shows the catalogue's wording of the same messages.

/**
 * The Worker's own answers to the chat's calls (SPEC §8), in SPEC's English: the API and its tests read
 * them. The browser shows the catalogue's wording of the same messages (chat.error.*, the same English).
 */
export const CHAT_MESSAGES = {
  ended: (phoneDisplay: string) =>
    `I'm unable to continue this conversation. If you'd like to speak with someone about buying a car, please call us at ` +
    `${phoneDisplay}. Thank you.`,
  uploadType: "Please upload a valid image file (JPG, PNG, HEIC) or PDF.",
  uploadSize: "File size must be less than 10MB.",
  uploadFailed: "Failed to upload file. Please try again.",
  // Ours: an upload needs this conversation's lead and its token, and has a quota per conversation.
  uploadUnauthorized: "Your answers are still being saved. Please try the upload again in a moment.",
  uploadForbidden: "This upload does not belong to this conversation. Please start over.",
  uploadQuota: (max: number) => `You have uploaded ${max} files in this conversation, the most it takes.`,
  // Ours: a strike reported to the server for a message the rule does not refuse.
  notAStrike: "This message was not refused.",
} as const;
