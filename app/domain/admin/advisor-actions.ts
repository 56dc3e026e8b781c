import type { AdvisorAction } from "./audit";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-status";

// The audit's detail column (issue 11, item 4): what an action changed, never personal data.

export type AuditDetail =
  | { action: "status"; status: (typeof LEAD_STATUSES)[number] }
  | { action: "assign"; to: { id: number; name: string } | null }
  | { action: "note" | "delete" }
  // A search may be a visitor's email or phone: the audit keeps only that there was one.
  | { action: "export"; filters: string; searched: boolean }
  // The newsletter's confirmed subscribers, for the marketers' email tool.
  | { action: "export"; list: "subscribers" }
  // A dealer quote an advisor uploaded on the lead's page, or a line of one they corrected (issue 23).
  | { action: "quote-upload" }
  | { action: "quote-correct"; line: number; fields: string[] }
  // A request's email or phone made the lead's main one (issue 21, item 5): which field and request, never the value.
  | { action: "main-contact"; field: "email" | "phone"; request: number };

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

/** How one audit line reads on the lead page: "Set the status to Contacted". */
export function advisorActionText(action: AdvisorAction, detail: string | null): string {
  const fields = parsed(detail);
  switch (action) {
    case "status": {
      const status = isStatus(fields.status);
      return status ? `Set the status to ${LEAD_STATUS_LABELS[status]}` : "Changed the status";
    }
    case "assign": {
      const to = fields.to && typeof fields.to === "object" && "name" in fields.to ? String(fields.to.name) : null;
      return to ? `Assigned the lead to ${to}` : "Unassigned the lead";
    }
    case "note":
      return "Wrote a note";
    case "delete":
      return "Deleted the lead on the visitor's request";
    case "export":
      return fields.list === "subscribers" ? "Exported the newsletter subscribers as CSV" : "Exported leads as CSV";
    case "quote-upload":
      return "Uploaded a dealer quote";
    case "main-contact":
      return fields.field === "phone" ? "Made a request's phone the main one" : "Made a request's email the main one";
    case "quote-correct":
      return typeof fields.line === "number" ? `Corrected line ${fields.line + 1} of a dealer quote` : "Corrected a dealer quote";
  }
}
