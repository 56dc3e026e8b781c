import { CALL_OUTCOME_LABELS } from "#app/domain/admin/call-outcomes";
import { formatPacificShort } from "#app/domain/admin/format";
import type { LeadListItem } from "#app/domain/admin/lead-views";

/** "2 calls · last: No answer · callback Thu, Nov 26, 9:00 AM (booked by the buyer)": a lead's calls in a list row. */
export function CallSummary({
  lead,
}: {
  lead: Pick<LeadListItem, "callAttemptCount" | "lastCallOutcome" | "nextCallbackAt" | "bookedCallKind">;
}) {
  const parts = [
    `${lead.callAttemptCount} ${lead.callAttemptCount === 1 ? "call" : "calls"}`,
    lead.lastCallOutcome ? `last: ${CALL_OUTCOME_LABELS[lead.lastCallOutcome]}` : null,
    lead.nextCallbackAt ? `callback ${formatPacificShort(lead.nextCallbackAt)}${bookedWords(lead.bookedCallKind)}` : null,
  ];
  return <p className="text-xs text-slate-600">{parts.filter(Boolean).join(" · ")}</p>;
}

/** " (booked by the buyer)": a callback the buyer booked on their page (docs/decisions/051), as every admin page says it. */
export function bookedWords(kind: LeadListItem["bookedCallKind"]): string {
  if (kind === "slot") return " (booked by the buyer)";
  if (kind === "asap") return " (booked by the buyer: as soon as possible)";
  return "";
}
