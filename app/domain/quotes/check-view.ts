import type { QuoteFlag } from "#app/domain/quote-rules";
import type { CategorisedBy, LineCategory } from "./categories";
import type { QuoteCheckStatus, QuoteReader, QuoteSource } from "./check-status";
import type { QuoteHead } from "./reading";
import type { QuoteSummary } from "./summary";

// The shapes the quote check's services return and the admin's components and the chat draw.

/** A line as the advisor sees it: as it stands, and as it was read when an advisor corrected it. */
export type QuoteLineView = {
  position: number;
  label: string;
  amountCents: number;
  category: LineCategory;
  readAmountCents: number;
  readCategory: LineCategory;
  categorisedBy: CategorisedBy;
  markedOptional: boolean;
  section: string | null;
};

export type QuoteCorrectionView = {
  id: number;
  linePosition: number;
  field: "amount" | "category";
  before: string;
  after: string;
  advisorName: string | null;
  createdAt: string;
};

/** One uploaded quote on the lead's page: its file, its reading, its flags and the corrections made to it. */
export type QuoteCheckView = {
  id: string;
  source: QuoteSource;
  status: QuoteCheckStatus;
  reader: QuoteReader | null;
  reason: string | null;
  createdAt: string;
  readAt: string | null;
  head: QuoteHead | null;
  lines: QuoteLineView[];
  flags: QuoteFlag[];
  flagCount: number;
  worthQuestioningCents: number;
  corrections: QuoteCorrectionView[];
  fileUrl: string;
  isPdf: boolean;
};

/** What the chat is told when it asks after its upload: not yet, or the summary. */
export type ChatQuoteAnswer = { status: "pending" } | { status: "done"; summary: QuoteSummary };

/**
 * The leads list's mark: the flags worth questioning over the lead's quotes, and whether one is still
 * being read, could not be read, or is not a dealer quote (nothing was checked: never shown as clean).
 */
export type QuoteFlagCount = { flags: number; reading: boolean; unread: boolean; notQuote: boolean };
