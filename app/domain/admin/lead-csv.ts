import { LANGUAGE_NAMES, isLeadLanguage } from "#app/domain/lead-language";
import { phoneText } from "#app/domain/phone";
import { formatPacificIso } from "./format";
import { columnCodeLabel } from "./labels";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-status";

// The leads CSVs as a spreadsheet opens them (docs/decisions/045): the advisors' export holds what an
// advisor works from, labelled, with Pacific dates and times in columns of their own, the quote check's
// figures and the advisors' notes; the technical export holds the rest of the stored columns (the way
// in's codes, tracking, session, consent), as stored, each row named by the lead's id in both.

/** A lead's quote checks, added up: how many, the flags and the amount worth questioning, and how far they got. */
export type QuoteTotals = { checks: number; flags: number; worthCents: number; queued: number; notRead: number; notQuote: number };

/** One lead as the exports read it: its stored columns (by drizzle key), its assignee, notes and quote checks. */
export type LeadCsvRow = Record<string, unknown> & {
  id: string;
  createdAt: string;
  assignedAdvisorName: string | null;
  advisorNotes: string;
  quote: QuoteTotals | null;
};

/** A column of an export: its header, the stored column it reads (to check every one is exported), its cell. */
export type LeadCsvColumn = { header: string; reads: string | null; cell: (row: LeadCsvRow) => unknown };

/**
 * The stored columns no export holds: the transcript and raw answers stay on the lead's page, the chat token's hash in the
 * Worker, a new address the buyer asked for stays unconfirmed until its link is followed (it may be anyone's), and the
 * call queue is computed from the exported columns.
 */
export const NOT_EXPORTED = [
  "conversationData",
  "answers",
  "chatTokenHash",
  "phoneLocal",
  "pendingEmail",
  "pendingEmailAt",
  "callQueue",
] as const;

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** "2026-11-28" and "15:41", in California: cells a spreadsheet reads as a date and a time. */
export function pacificDateAndTime(iso: unknown): { date: string; time: string } | null {
  const value = text(iso);
  if (value === null || Number.isNaN(Date.parse(value))) return null;
  const local = formatPacificIso(value);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

const yesNo = (value: unknown) => (value === true ? "Yes" : value === false ? "No" : null);

/** A stored column as an advisor reads it: codes by their label, lists joined, Yes or No. */
function labelled(key: string, value: unknown): unknown {
  if (typeof value === "boolean") return yesNo(value);
  if (Array.isArray(value)) return value.map((item) => columnCodeLabel(key, String(item)) ?? String(item)).join(", ");
  if (typeof value === "string") return columnCodeLabel(key, value) ?? value;
  return value;
}

const stored = (key: string, header: string): LeadCsvColumn => ({ header, reads: key, cell: (row) => labelled(key, row[key]) });

/** A time as two columns, its Pacific date and its Pacific time. */
const dateAndTime = (key: string, header: string): LeadCsvColumn[] => [
  { header: `${header} date`, reads: key, cell: (row) => pacificDateAndTime(row[key])?.date ?? null },
  { header: `${header} time`, reads: null, cell: (row) => pacificDateAndTime(row[key])?.time ?? null },
];

const isStatus = (value: unknown) => LEAD_STATUSES.find((status) => status === value);

/** Where the lead's quote checks stand, first what most needs an advisor: one being read, one not read, not a quote. */
export function quoteCheckState(quote: QuoteTotals | null): string | null {
  if (!quote || quote.checks === 0) return null;
  if (quote.queued > 0) return "Being read";
  if (quote.notRead > 0) return "Not read: check by hand";
  if (quote.notQuote === quote.checks) return "Not a quote";
  return "Read";
}

/** The flags and amount of the checks that were read; nothing when none was, so an unread quote never looks clean. */
const readTotals = (quote: QuoteTotals | null) => (quote && quote.checks > quote.queued + quote.notRead + quote.notQuote ? quote : null);

/** The advisors' export: what an advisor calls and follows up from, in the order of the lead's page. */
export const ADVISOR_CSV_COLUMNS: readonly LeadCsvColumn[] = [
  { header: "Lead id", reads: "id", cell: (row) => row.id },
  ...dateAndTime("createdAt", "Received"),
  { header: "Status", reads: "status", cell: (row) => LEAD_STATUS_LABELS[isStatus(row.status) ?? "new"] },
  { header: "Assigned to", reads: "assignedAdvisorId", cell: (row) => row.assignedAdvisorName },
  { header: "Language", reads: "language", cell: (row) => (isLeadLanguage(row.language) ? LANGUAGE_NAMES[row.language] : null) },
  stored("firstName", "First name"),
  stored("lastName", "Last name"),
  { header: "Phone", reads: "phone", cell: (row) => (text(row.phone) === null ? null : phoneText(String(row.phone))) },
  stored("email", "Email"),
  stored("zipCode", "ZIP code"),
  stored("leadSource", "Way in"),
  stored("vehicleType", "New, CPO or used"),
  stored("knowsVehicle", "Knows the car"),
  stored("make", "Make"),
  stored("model", "Model"),
  stored("year", "Year"),
  stored("trim", "Trim"),
  stored("timeline", "Timeline"),
  stored("experience", "Past experience"),
  stored("bodyStyle", "Body style"),
  stored("locationType", "Drives mostly in"),
  stored("passengers", "Passengers"),
  stored("dailyDriving", "Daily driving"),
  stored("priorities", "Priorities"),
  stored("financingType", "Paying by"),
  stored("budget", "Budget ($)"),
  stored("isBudgetMonthly", "Budget is monthly"),
  stored("creditRange", "Credit"),
  stored("hasTradeIn", "Has a trade-in"),
  stored("tradeInMake", "Trade-in make"),
  stored("tradeInModel", "Trade-in model"),
  stored("tradeInYear", "Trade-in year"),
  stored("tradeInMileage", "Trade-in mileage"),
  stored("tradeInCondition", "Trade-in condition"),
  stored("tradeInPayoff", "Trade-in payoff ($)"),
  stored("hasDealerQuote", "Has a dealer quote"),
  { header: "Quote check", reads: null, cell: (row) => quoteCheckState(row.quote) },
  { header: "Quote items to question", reads: null, cell: (row) => readTotals(row.quote)?.flags ?? null },
  {
    header: "Quote amount to question ($)",
    reads: null,
    cell: (row) => {
      const read = readTotals(row.quote);
      return read ? (read.worthCents / 100).toFixed(2) : null;
    },
  },
  stored("qualified", "Qualified"),
  stored("readyToTalk", "Ready to talk"),
  stored("notes", "Buyer's notes"),
  stored("requestCount", "Requests"),
  ...dateAndTime("lastRequestedAt", "Latest request"),
  stored("callAttemptCount", "Calls"),
  stored("lastCallOutcome", "Last call outcome"),
  ...dateAndTime("lastCallAt", "Last call"),
  ...dateAndTime("nextCallbackAt", "Next callback"),
  { header: "Advisor notes", reads: null, cell: (row) => row.advisorNotes },
];

/** Stored columns as stored (codes, UTC instants), under their column names, for the operator's tools. */
const raw = (key: string, header: string): LeadCsvColumn => ({ header, reads: key, cell: (row) => row[key] });

/**
 * The technical export: the lead's id, its creation as stored, and every stored column the advisors'
 * export leaves out (the way in's codes and form, the page and tracking, the browser and session, consent,
 * the newsletter, the first contact, the chat's end), as stored.
 */
export const TECHNICAL_CSV_COLUMNS: readonly LeadCsvColumn[] = [
  { header: "id", reads: null, cell: (row) => row.id },
  raw("createdAt", "created_at"),
  raw("updatedAt", "updated_at"),
  { header: "lead_source", reads: null, cell: (row) => row.leadSource },
  raw("leadSourceDetail", "lead_source_detail"),
  raw("pageUrl", "page_url"),
  raw("referrerUrl", "referrer_url"),
  raw("utmSource", "utm_source"),
  raw("utmMedium", "utm_medium"),
  raw("utmCampaign", "utm_campaign"),
  raw("utmTerm", "utm_term"),
  raw("utmContent", "utm_content"),
  raw("userAgent", "user_agent"),
  raw("sessionId", "session_id"),
  raw("phoneDigits", "phone_digits"),
  raw("personId", "person_id"),
  raw("dealerQuoteImagePath", "dealer_quote_image_path"),
  raw("consentTextVersion", "consent_text_version"),
  raw("consentAt", "consent_at"),
  raw("newsletterOptedIn", "newsletter_opted_in"),
  raw("newsletterEmail", "newsletter_email"),
  raw("newsletterOptedInAt", "newsletter_opted_in_at"),
  raw("newsletterConfirmedAt", "newsletter_confirmed_at"),
  raw("newsletterUnsubscribedAt", "newsletter_unsubscribed_at"),
  raw("statusChangedAt", "status_changed_at"),
  raw("contactedAt", "contacted_at"),
  raw("lastCallAt", "last_call_at"),
  raw("nextCallbackAt", "next_callback_at"),
  raw("bookedCallAt", "booked_call_at"),
  raw("bookedCallKind", "booked_call_kind"),
  raw("bookedCallMadeAt", "booked_call_made_at"),
  raw("endedReason", "ended_reason"),
  raw("inappropriateStrikes", "inappropriate_strikes"),
];

/** A lead's notes in one cell, oldest first: "2026-11-22 09:05 Ann Lee: Called, no answer". */
export function notesCell(notes: readonly { createdAt: string; advisorName: string | null; body: string }[]): string {
  return notes
    .map((note) => {
      const at = pacificDateAndTime(note.createdAt);
      return `${at ? `${at.date} ${at.time} ` : ""}${note.advisorName ?? "An advisor"}: ${note.body}`;
    })
    .join("\n");
}
