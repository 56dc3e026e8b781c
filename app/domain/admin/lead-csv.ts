import { formatPacificIso } from "./format";
import { columnCodeLabel } from "./labels";
import { TIME_FIELDS } from "./lead-groups";

// What the leads CSV says of a stored lead (issue 21, item 7): codes by their label, times in Pacific
// time with the offset, the advisor by name, the calls (their count, the last outcome and the next
// callback, stored on the lead) and the advisors' notes.

/** The CSV's cell for one stored column. */
export function leadCsvCell(key: string, value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (TIME_FIELDS.has(key) && !Number.isNaN(Date.parse(value))) return formatPacificIso(value);
  return columnCodeLabel(key, value) ?? value;
}

/** A lead's notes in one cell, oldest first: "2026-11-22T09:05:00-08:00 Ann Lee: Called, no answer". */
export function notesCell(notes: readonly { createdAt: string; advisorName: string | null; body: string }[]): string {
  return notes.map((note) => `${formatPacificIso(note.createdAt)} ${note.advisorName ?? "An advisor"}: ${note.body}`).join("\n");
}
