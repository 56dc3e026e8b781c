/** Where a quote check stands: on the queue, read and checked, not a quote, not readable (said why), or given up. */
export const QUOTE_CHECK_STATUSES = ["queued", "read", "not-quote", "unreadable"] as const;
export type QuoteCheckStatus = (typeof QUOTE_CHECK_STATUSES)[number];

/**
 * Who uploaded the quote: the buyer in the chat, an advisor on the lead's page (buyers often email quotes),
 * or the buyer on their own page.
 */
export const QUOTE_SOURCES = ["chat", "advisor", "buyer"] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];

/** How it was read: the PDF's own text (no AI), or the vision model. */
export const QUOTE_READERS = ["text", "vision"] as const;
export type QuoteReader = (typeof QUOTE_READERS)[number];

/** What an advisor can correct on a line. */
export const CORRECTED_FIELDS = ["amount", "category"] as const;
export type CorrectedField = (typeof CORRECTED_FIELDS)[number];
