import { advisorActionText } from "./advisor-actions";
import { callAttemptText, type CallOutcome } from "./call-outcomes";
import { LEAD_STATUS_LABELS, SOURCE_KIND_LABELS, sourceKindOf } from "./lead-status";
import { vehicleOf } from "./newest-request";
import { statusChangeBy, type AdvisorActionEntry, type LeadNoteEntry, type LeadRequestEntry, type StatusHistoryEntry } from "./lead-views";

// The lead's timeline: calls, notes, status changes, requests, assignments and
// callbacks in one list, newest first.

/** One call an advisor made (call_attempts). */
export type CallAttemptEntry = { id: number; outcome: CallOutcome; note: string | null; createdAt: string; advisorName: string | null };

export type TimelineKind = "call" | "note" | "status" | "request" | "assign" | "callback";

/** One line: what happened, who did it (null for the visitor or the system), and any words written with it. */
export type TimelineEntry = { key: string; kind: TimelineKind; at: string; text: string; by: string | null; body: string | null };

type Sources = {
  attempts: CallAttemptEntry[];
  notes: LeadNoteEntry[];
  history: StatusHistoryEntry[];
  requests: LeadRequestEntry[];
  actions: AdvisorActionEntry[];
};

export function leadTimeline({ attempts, notes, history, requests, actions }: Sources): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...attempts.map((a) => ({
      key: `call-${a.id}`,
      kind: "call" as const,
      at: a.createdAt,
      text: callAttemptText(a.outcome),
      by: a.advisorName,
      body: a.note,
    })),
    ...notes.map((n) => ({
      key: `note-${n.id}`,
      kind: "note" as const,
      at: n.createdAt,
      text: "Wrote a note",
      by: n.advisorName,
      body: n.body,
    })),
    ...history.map((h) => ({
      key: `status-${h.id}`,
      kind: "status" as const,
      at: h.changedAt,
      text: `Status set to ${LEAD_STATUS_LABELS[h.status]}${h.advisorName || !h.reason ? "" : ` (${statusChangeBy(h)})`}`,
      by: h.advisorName,
      body: null,
    })),
    ...requests.map((r) => {
      const vehicle = vehicleOf(r);
      return {
        key: `request-${r.id}`,
        kind: "request" as const,
        at: r.createdAt,
        text: `Request by ${SOURCE_KIND_LABELS[sourceKindOf(r.source)].toLowerCase()}${vehicle ? `: ${vehicle}` : ""}`,
        by: null,
        body: null,
      };
    }),
    ...actions
      .filter((a) => a.action === "assign" || a.action === "callback")
      .map((a) => ({
        key: `action-${a.id}`,
        kind: a.action === "assign" ? ("assign" as const) : ("callback" as const),
        at: a.createdAt,
        text: advisorActionText(a.action, a.detail),
        by: a.advisorName,
        body: null,
      })),
  ];
  return entries.sort((a, b) => (a.at === b.at ? b.key.localeCompare(a.key) : b.at.localeCompare(a.at)));
}
