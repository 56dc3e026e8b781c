import { CHAT_MESSAGES } from "#app/domain/chat/api-messages";

// What the quote check says in words: to the advisor on the lead page, to the buyer in the chat.

/** Why a quote could not be read, said plainly and left to the advisor. */
export const UNREADABLE_REASONS = {
  blurred: "the photo is too blurred to read",
  "cut-off": "part of the quote is cut off in the photo",
  "too-dark": "the photo is too dark to read",
  unclear: "the photo could not be read",
  heic: "HEIC photos cannot be read automatically yet",
  "no-page-image": "the PDF has no text and no page image to read",
  "not-yet": "the photo could not be read yet, as the reading service did not answer",
  refused: "the reading service declined to read it",
  garbled: "the reading service's answer could not be used",
  interrupted: "the reading was interrupted before it finished",
  failed: "the reading failed after several tries",
  "not-queued": "the reading could not be started",
  "too-large": "the PDF is too large or too complex to read automatically",
  protected: "the PDF is encrypted, so it cannot be read automatically",
  damaged: "the PDF could not be opened",
  implausible: "it holds amounts no car quote has",
} as const;
export type UnreadableReason = keyof typeof UNREADABLE_REASONS;

/** The advisor's words; the buyer's summary takes its words from the catalogue (app/domain/quotes/summary.ts). */
export const QUOTE_MESSAGES = {
  /** The advisor's panel, while the reading is on the queue. */
  pending: "Reading the quote…",
  uploadNotAQuote: "The file was stored, but it does not look like a dealer quote.",
} as const;

/** How an advisor's upload went, told back on the lead's page (the upload form works without JavaScript). */
export const QUOTE_UPLOAD_NOTICES = {
  uploaded: "The quote was uploaded. It is being read; refresh the page in a few seconds.",
  type: CHAT_MESSAGES.uploadType,
  size: CHAT_MESSAGES.uploadSize,
  failed: CHAT_MESSAGES.uploadFailed,
} as const;
export type QuoteUploadNotice = keyof typeof QUOTE_UPLOAD_NOTICES;

export const isQuoteUploadNotice = (value: string | null): value is QuoteUploadNotice =>
  value !== null && Object.hasOwn(QUOTE_UPLOAD_NOTICES, value);
