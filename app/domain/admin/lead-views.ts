import type { BookedCallKind } from "#app/domain/buyers/booked-call-kinds";
import type { AdvisorAction, StatusChangeReason } from "./audit";
import { phoneText } from "#app/domain/phone";
import type { CallOutcome } from "./call-outcomes";
import type { LeadStatus } from "./lead-status";
import type { CurrentDetails } from "./newest-request";
import type { LeadLanguage } from "#app/domain/lead-language";

// What the admin pages show of a lead beyond its own columns: the shapes the services
// return and the components draw.

/** A row of the leads list. `lastRequestedAt` is the latest activity: the first request or a repeat. */
export type LeadListItem = {
  id: string;
  createdAt: string;
  lastRequestedAt: string | null;
  requestCount: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  leadSource: string | null;
  vehicleType: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  qualified: boolean | null;
  readyToTalk: boolean | null;
  status: LeadStatus;
  assigneeName: string | null;
  // the advisor's calls: how many, the last one's outcome, and the next callback
  callAttemptCount: number;
  lastCallOutcome: CallOutcome | null;
  nextCallbackAt: string | null;
  /** The next callback is the buyer's booking on their page, a half hour or as soon as possible (docs/decisions/051). */
  bookedCallKind: BookedCallKind | null;
  /** The language the visitor asked in. */
  language: LeadLanguage;
  /** The details to call about: the newest request's where it changed them. */
  current?: CurrentDetails;
  /** How long it has waited since its latest request, in advisor hours ("3 h 20 min"). */
  waited?: string;
};

/**
 * A status change; no advisor and the reason "asked_again" is the visitor asking again, and
 * "asked_again_unverified" a request that matched by one key only.
 */
export type StatusHistoryEntry = {
  id: number;
  status: LeadStatus;
  changedAt: string;
  reason: StatusChangeReason | null;
  advisorName: string | null;
};

export type LeadNoteEntry = { id: number; body: string; createdAt: string; advisorName: string | null };

/** One request of the lead (lead_requests): the first, and every repeat. */
export type LeadRequestEntry = {
  id: number;
  source: string;
  sourceDetail: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  zipCode: string | null;
  pageUrl: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  utmSource: string | null;
  utmCampaign: string | null;
  /** It shares only one of the lead's keys: it changed nothing of the lead. */
  unverifiedMatch: boolean;
  createdAt: string;
};

/** Another lead of the same person (same person_id). */
export type PersonLeadEntry = Pick<
  LeadListItem,
  "id" | "firstName" | "lastName" | "email" | "leadSource" | "createdAt" | "lastRequestedAt" | "requestCount" | "status"
>;

/** One line of the lead's audit: who did what, and when. */
export type AdvisorActionEntry = {
  id: number;
  action: AdvisorAction;
  detail: string | null;
  createdAt: string;
  advisorName: string | null;
};

/** "Asked again: 3 requests" for a lead with more than one request; nothing for the others. */
export const askedAgainText = (requestCount: number) => (requestCount > 1 ? `Asked again: ${requestCount} requests` : null);

/** How a status change reads on the lead page. */
export function statusChangeBy(entry: Pick<StatusHistoryEntry, "reason" | "advisorName">): string {
  if (entry.advisorName) return `by ${entry.advisorName}`;
  if (entry.reason === "asked_again") return "the visitor asked again";
  return entry.reason === "asked_again_unverified" ? `by a request that is an ${UNVERIFIED_MATCH_TEXT} (see Requests)` : "";
}

/**
 * The badge of a request that shares only the phone or only the email with its lead: whoever sent it may
 * not be the lead's person, so its details are its own and the lead kept its own.
 */
export const UNVERIFIED_MATCH_TEXT = "unverified match";
export const UNVERIFIED_MATCH_HINT = "Only the phone or the email matches this lead: its details did not change the lead.";

/** The contact details a request gave, as one line (a returning visitor may give a new phone or address). */
export function requestContactText(request: Pick<LeadRequestEntry, "firstName" | "lastName" | "email" | "phone" | "zipCode">): string {
  const name = [request.firstName, request.lastName].filter(Boolean).join(" ");
  return [name, request.email, request.phone ? phoneText(request.phone) : null, request.zipCode].filter(Boolean).join(" · ") || "—";
}
