import { CALL_OUTCOME_LABELS, type CallOutcome } from "./call-outcomes";
import { formatPacificShort } from "./format";
import { LEAD_STATUS_LABELS, type LeadStatus } from "./lead-status";

/**
 * What the lead page says once an advisor's action is done: shown in the section the action changed,
 * where focus goes, and announced politely, with JavaScript or without it (the page comes back whole).
 */
export const ACTION_DONE = {
  status: (status: LeadStatus) => `Status set to ${LEAD_STATUS_LABELS[status]}.`,
  note: "Note saved.",
  assigned: (name: string | null, mine: boolean) =>
    mine ? "Assigned to you." : name ? `Assigned to ${name}.` : "Unassigned: nobody has this lead now.",
  call: (outcome: CallOutcome) => `Call logged: ${CALL_OUTCOME_LABELS[outcome]}.`,
  callback: (at: string | null) => (at ? `Callback set for ${formatPacificShort(at)}.` : "Callback cleared."),
  quoteLine: (position: number) => `Line ${position + 1} saved; the rules ran again.`,
  quoteReread: "The quote is on its way to be read again; refresh the page in a few seconds.",
} as const;
