import type { AdvisorAction } from "./audit";
import { callAttemptText, CALL_OUTCOMES } from "./call-outcomes";
import { formatPacific } from "./format";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-status";
import { isLeadLanguage, LANGUAGE_NAMES, type LeadLanguage } from "#app/domain/lead-language";

// The audit's detail column: what an action changed, never personal data.

export type AuditDetail =
  | { action: "status"; status: (typeof LEAD_STATUSES)[number] }
  // `from` is the advisor who had the lead, when someone else had it.
  | { action: "assign"; to: { id: number; name: string } | null; from?: { id: number; name: string } }
  | { action: "note" | "delete" }
  // A search may be a visitor's email or phone: the audit keeps only that there was one.
  // `columns` is "technical" for the technical export, absent for the advisors' (docs/decisions/045).
  | { action: "export"; filters: string; searched: boolean; columns?: "technical" }
  // The newsletter's confirmed subscribers, for the marketers' email tool.
  | { action: "export"; list: "subscribers" }
  // A dealer quote an advisor uploaded on the lead's page, or a line of one they corrected.
  | { action: "quote-upload" }
  | { action: "quote-correct"; line: number; fields: string[] }
  // A dealer quote that could not be read, sent to be read again.
  | { action: "quote-reread" }
  // A call and its outcome, and a callback set (a time) or cleared (null).
  | { action: "call"; outcome: (typeof CALL_OUTCOMES)[number] }
  | { action: "callback"; at: string | null }
  // A request's email or phone made the lead's main one: which field and request, never the value.
  | { action: "main-contact"; field: "email" | "phone"; request: number }
  // The languages an advisor recorded on their account page.
  | { action: "languages"; languages: LeadLanguage[] };

/** The JSON kept in advisor_actions.detail (the action itself has its own column). */
export function auditDetailJson(detail: AuditDetail): string | null {
  const { action: _, ...rest } = detail;
  return Object.keys(rest).length > 0 ? JSON.stringify(rest) : null;
}

const parsed = (detail: string | null): Record<string, unknown> => {
  try {
    const value: unknown = detail ? JSON.parse(detail) : null;
    return value && typeof value === "object" ? Object.fromEntries(Object.entries(value)) : {};
  } catch {
    return {};
  }
};

const isStatus = (value: unknown) => LEAD_STATUSES.find((status) => status === value);
const isOutcome = (value: unknown) => CALL_OUTCOMES.find((outcome) => outcome === value);
const nameIn = (value: unknown) => (value && typeof value === "object" && "name" in value ? String(value.name) : null);

/** How one audit line reads on the lead page: "Set the status to Contacted". */
export function advisorActionText(action: AdvisorAction, detail: string | null): string {
  const fields = parsed(detail);
  switch (action) {
    case "status": {
      const status = isStatus(fields.status);
      return status ? `Set the status to ${LEAD_STATUS_LABELS[status]}` : "Changed the status";
    }
    case "assign": {
      const to = nameIn(fields.to);
      const from = nameIn(fields.from);
      const fromText = from ? ` (taken from ${from})` : "";
      return to ? `Assigned the lead to ${to}${fromText}` : `Unassigned the lead${fromText}`;
    }
    case "call": {
      const outcome = isOutcome(fields.outcome);
      return outcome ? callAttemptText(outcome) : "Called";
    }
    case "callback":
      return typeof fields.at === "string" ? `Set a callback for ${formatPacific(fields.at)}` : "Cleared the callback";
    case "note":
      return "Wrote a note";
    case "delete":
      return "Deleted the lead on the visitor's request";
    case "export":
      if (fields.list === "subscribers") return "Exported the newsletter subscribers as CSV";
      return fields.columns === "technical" ? "Exported leads' technical columns as CSV" : "Exported leads as CSV";
    case "quote-upload":
      return "Uploaded a dealer quote";
    case "quote-reread":
      return "Asked for a dealer quote to be read again";
    case "main-contact":
      return fields.field === "phone" ? "Made a request's phone the main one" : "Made a request's email the main one";
    case "quote-correct":
      return typeof fields.line === "number" ? `Corrected line ${fields.line + 1} of a dealer quote` : "Corrected a dealer quote";
    case "languages": {
      const named = Array.isArray(fields.languages) ? fields.languages.filter(isLeadLanguage).map((l) => LANGUAGE_NAMES[l]) : [];
      return named.length > 0 ? `Set the languages they speak to ${named.join(" and ")}` : "Changed the languages they speak";
    }
  }
}
