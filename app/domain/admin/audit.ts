/** What an advisor can do that the audit records with their name and the time, the dealer quotes and calls among them. */
export const ADVISOR_ACTIONS = [
  "status",
  "note",
  "assign",
  "delete",
  "export",
  "quote-upload",
  "quote-correct",
  // an unread dealer quote sent to be read again
  "quote-reread",
  "call",
  "callback",
  "main-contact",
  // the languages the advisor speaks, set on their account page
  "languages",
] as const;
export type AdvisorAction = (typeof ADVISOR_ACTIONS)[number];

/**
 * Why a lead's status changed without an advisor: the visitor asked again, or a request that shares only
 * one of the lead's keys (an unverified match) asked for a call.
 */
export const STATUS_CHANGE_REASONS = ["asked_again", "asked_again_unverified"] as const;
export type StatusChangeReason = (typeof STATUS_CHANGE_REASONS)[number];

/** Why a lead was deleted: the visitor asked an advisor, the retention period ran out, or the buyer deleted it on their page. */
export const DELETION_REASONS = ["request", "retention", "buyer"] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

/** Why the server ended a chat: three inappropriate messages (SPEC §4). */
export const CHAT_ENDED_REASONS = ["inappropriate"] as const;
export type ChatEndedReason = (typeof CHAT_ENDED_REASONS)[number];
