import type { LeadStatus } from "./lead-status";

// What happened when an advisor called: one click records it, with its advisor and time.

export const CALL_OUTCOMES = ["no-answer", "voicemail", "talked", "wrong-number", "not-interested"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  "no-answer": "No answer",
  voicemail: "Left voicemail",
  talked: "Talked",
  "wrong-number": "Wrong number",
  "not-interested": "Not interested",
};

/** These close the lead, so the advisor says why first. */
export const CLOSING_OUTCOMES: readonly CallOutcome[] = ["wrong-number", "not-interested"];

export const isClosingOutcome = (outcome: CallOutcome) => CLOSING_OUTCOMES.includes(outcome);

/** Where a call leaves the lead: talking to a new lead makes it contacted; a closing outcome closes it. */
export function statusAfterCall(outcome: CallOutcome, status: LeadStatus): LeadStatus | null {
  if (outcome === "talked" && status === "new") return "contacted";
  if (isClosingOutcome(outcome) && status !== "closed" && status !== "spam") return "closed";
  return null;
}

/** "Called: No answer": one attempt as the timeline and the audit read it. */
export const callAttemptText = (outcome: CallOutcome) => `Called: ${CALL_OUTCOME_LABELS[outcome]}`;
