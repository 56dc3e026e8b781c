import { Form } from "react-router";
import { NOTE_MAX_LENGTH } from "#app/domain/admin/advisor";
import { formatPacific } from "#app/domain/admin/format";
import type { LeadNoteEntry } from "#app/domain/admin/lead-views";
import { ActionSection, type SectionResult } from "./action-section";
import { smallButton } from "./admin-styles";

type Props = { leadId: string; notes: LeadNoteEntry[]; refused: { error: string; note: string } | null; result: SectionResult };

/** What advisors wrote about the lead, newest first, and a form for the next note (works without JavaScript). */
export function LeadNotes({ leadId, notes, refused, result }: Props) {
  return (
    <ActionSection id="notes" title="Notes" result={result}>
      {/* Keyed by the newest note: once a note is saved the form comes back empty. */}
      <Form method="post" key={notes[0]?.id ?? "none"} className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="leadId" value={leadId} />
        <label htmlFor="note-body" className="text-sm font-medium text-slate-800">
          New note (up to {NOTE_MAX_LENGTH.toLocaleString("en-US")} characters)
        </label>
        <textarea
          id="note-body"
          name="body"
          rows={3}
          required
          maxLength={NOTE_MAX_LENGTH}
          defaultValue={refused?.note ?? ""}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? "note-body-error" : undefined}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:outline-3 focus:outline-brand-500"
        />
        {refused ? (
          <p id="note-body-error" role="alert" className="text-sm text-red-700">
            {refused.error}
          </p>
        ) : null}
        <button type="submit" className={`self-start ${smallButton}`}>
          Save note
        </button>
      </Form>
      {notes.length > 0 ? (
        <ol className="mt-4 flex flex-col gap-3" aria-label="Notes, newest first">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
              <p className="mt-1 text-xs text-slate-600">
                {note.advisorName ?? "A former advisor"} · {formatPacific(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No notes yet.</p>
      )}
    </ActionSection>
  );
}
