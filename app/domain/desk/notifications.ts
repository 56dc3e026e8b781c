import { isAdvisorTime } from "#app/domain/admin/advisor-time";
import { LANGUAGE_NAMES, type LeadLanguage } from "#app/domain/lead-language";
import type { DeskRequest, DeskRequestKind } from "./messages";

/** How the desk names a request to advisors: in the announcement, the desk line and a notification. */
export const DESK_REQUEST_LABELS: Record<DeskRequestKind, string> = {
  form: "New request from a form",
  repeat: "A lead asked again",
  chat: "A chat lead is ready to talk",
  booked: "A buyer booked a call",
  cancelled: "A buyer cancelled their booked call",
};

/** "New request from a form, in Spanish": what a page announces when a request arrives. Never the buyer's name. */
export const deskRequestText = (request: Pick<DeskRequest, "kind" | "language">) =>
  `${DESK_REQUEST_LABELS[request.kind]}, in ${LANGUAGE_NAMES[request.language]}.`;

/** "3 requests came while this page was offline": said once after a reconnect, rather than one line each. */
export const deskMissedText = (count: number) =>
  count === 1 ? "1 request came while this page was offline." : `${count} requests came while this page was offline.`;

/**
 * Whether an advisor who turned notifications on is told of this request by their browser: only in a
 * language they speak, and only inside advisor hours (SPEC §1), so an evening tab left open stays quiet.
 */
export const notifies = (request: Pick<DeskRequest, "language">, languages: readonly LeadLanguage[], now: Date) =>
  languages.includes(request.language) && isAdvisorTime(now);
