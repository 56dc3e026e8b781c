import { isAdvisorTime } from "#app/domain/admin/advisor-time";
import { dayInPacific } from "#app/domain/admin/dashboard";
import { formatPacificClock, formatPacificShort } from "#app/domain/admin/format";
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

/**
 * The desk line's latest request: "Latest, 1:15 PM: New request from a form, in Spanish." Its time comes first
 * and short (the day only when it was not today, Pacific), so on a phone's one line the time and the language
 * are what stays.
 */
export function deskLatestText(text: string, atMs: number, nowMs: number): string {
  const iso = new Date(atMs).toISOString();
  const today = dayInPacific(new Date(atMs)) === dayInPacific(new Date(nowMs));
  return `Latest, ${today ? formatPacificClock(iso) : formatPacificShort(iso)}: ${text}`;
}

/** "3 requests came while this page was offline": said once after a reconnect, rather than one line each. */
export const deskMissedText = (count: number) =>
  count === 1 ? "1 request came while this page was offline." : `${count} requests came while this page was offline.`;

/**
 * Whether an advisor who turned notifications on is told of this request by their browser: only in a
 * language they speak, and only inside advisor hours (SPEC §1), so an evening tab left open stays quiet.
 */
export const notifies = (request: Pick<DeskRequest, "language">, languages: readonly LeadLanguage[], now: Date) =>
  languages.includes(request.language) && isAdvisorTime(now);
