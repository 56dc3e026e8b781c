import type { QuoteCheckStatus, QuoteSource } from "#app/domain/quotes/check-status";
import type { LineCategory, TotalKind } from "#app/domain/quotes/categories";
import type { LeadLanguage } from "#app/domain/lead-language";
import type { BookedCallKind } from "./booked-call-kinds";
import type { BuyerDone, BuyerProblem } from "./buyer-forms";
import type { QuoteComparison } from "./quote-comparison";

// What the buyer's page's loader hands its components (the route's server module and the components both
// need these shapes). Times come written out in the page's language and Pacific time, so the page reads
// the same whichever runtime renders it; words of the page's own are the components' (the catalogue).

/** Where the request stands, the furthest step reached: received, with an advisor, a call booked, called. */
export type BuyerStage = "received" | "advisor" | "booked" | "called";

export type BuyerStatusView = {
  stage: BuyerStage;
  receivedOn: string;
  advisorFirstName: string | null;
  /** The next call: booked by the buyer (a slot, or as soon as possible), or set by an advisor. */
  call: { by: "buyer" | "advisor"; kind: BookedCallKind | "callback"; at: string } | null;
  calledOn: string | null;
  /** Closed or marked spam by an advisor, or a chat the server ended: no call is booked on it. */
  closed: boolean;
};

/** What they asked, each value written out in the page's language (null: not asked). */
export type BuyerAskedView = {
  car: string | null;
  vehicleType: string | null;
  budget: string | null;
  timeline: string | null;
  tradeIn: string | null;
};

/** Each request with its date, its way in and its car. */
export type BuyerRequestView = { id: number; on: string; way: "form" | "chat" | "newsletter"; car: string | null };

/** The booking form: the offered half hours by day, and whether each still has room. */
export type BuyerCallView = {
  canBook: "yes" | "no-phone" | "closed";
  booked: { kind: BookedCallKind; at: string; atIso: string } | null;
  days: { date: string; label: string; slots: { at: string; clock: string; full: boolean }[] }[];
};

export type BuyerFlagView = {
  name: string;
  sentence: string;
  severity: "question" | "info";
  amountCents: number;
  lineLabel: string | null;
  source: { label: string; url: string };
};

export type BuyerQuoteView = {
  id: string;
  source: QuoteSource;
  status: QuoteCheckStatus;
  uploadedOn: string;
  /** Why it could not be read, in the buyer's words; null when it was read. */
  problem: string | null;
  dealer: string | null;
  vehicle: string | null;
  quoteDate: string | null;
  lines: { label: string; category: LineCategory; amountCents: number; flagged: boolean }[];
  totals: { label: string; kind: TotalKind; amountCents: number }[];
  flags: BuyerFlagView[];
  worthQuestioningCents: number;
};

/** A checked quote's name in the comparison, as its card is titled: its number, and its dealer or when it was uploaded. */
export type ComparedName = { number: number; dealer: string | null; uploadedOn: string };

export type BuyerDetailsView = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  pendingEmail: string | null;
};

/**
 * What a page's link reaches: the person (the link emailed to their address opens every lead held at it) or
 * the one lead a chat's link opens (the address the chat typed proves nothing).
 */
export type BuyerReach = "person" | "lead";

export type BuyerPaths = { page: string; calendar: string; dataJson: string; dataPage: string; otherLanguage: string; home: string };

export type BuyerPageView = {
  kind: "page";
  language: LeadLanguage;
  token: string;
  reach: BuyerReach;
  paths: BuyerPaths;
  firstName: string | null;
  status: BuyerStatusView;
  asked: BuyerAskedView;
  requests: BuyerRequestView[];
  call: BuyerCallView;
  quotes: BuyerQuoteView[];
  comparison: { table: QuoteComparison; names: ComparedName[] } | null;
  uploadsLeft: number;
  /** How many quotes one lead may upload (the chat's limit), said beside the form. */
  uploadsMax: number;
  details: BuyerDetailsView;
  /** What the last form did (after its redirect), or what went wrong with the one just posted. */
  done: BuyerDone | null;
  problem: { form: BuyerForm; problem: BuyerProblem | null; fields: Record<string, string> } | null;
};

/** The page's forms, to put an error beside the one it belongs to. */
export type BuyerForm = "call" | "upload" | "details" | "delete";

/** The page a thank-you view's link opens: the one request that browser made. */
export type BuyerReceiptView = {
  kind: "receipt";
  language: LeadLanguage;
  on: string;
  firstName: string | null;
  car: string | null;
  zipCode: string | null;
  emailOn: boolean;
  home: string;
};

/** A link that opens nothing, and the lost-link form it offers. */
export type BuyerNoAccessView = {
  kind: "none";
  language: LeadLanguage;
  problem: "invalid" | "expired";
  emailOn: boolean;
  home: string;
};
