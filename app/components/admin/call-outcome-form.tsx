import { Form } from "react-router";
import { NOTE_MAX_LENGTH } from "#app/domain/admin/advisor";
import { CALL_OUTCOME_LABELS, CALL_OUTCOMES, isClosingOutcome } from "#app/domain/admin/call-outcomes";
import { presenceText } from "#app/domain/desk/presence";
import { ActionSection, type SectionResult } from "./action-section";

type Props = {
  leadId: string;
  attempts: number;
  /** The note as typed, when the call was refused (`error`) or sent back to be confirmed (no error). */
  refused: { error: string | null; note: string } | null;
  /** A colleague calling the buyer now (the live desk), and the clock to time it by: a call needs confirming. */
  caller: { name: string; callingSince: number; nowMs: number } | null;
  /** The server sent the call back because of that colleague (the page did not know yet). */
  asked: boolean;
  result: SectionResult;
};

const button = "rounded-md px-2.5 py-1.5 text-sm font-semibold focus:outline-3 focus:outline-brand-500";
const closing = "border border-red-300 text-red-800 hover:bg-red-50";
const plain = "bg-brand-600 text-white hover:bg-brand-700";

/**
 * One click records a call and how it went. The note is optional, except for the
 * two outcomes that close the lead: the action refuses them without a reason, and the note comes back.
 * While a colleague is calling the buyer, a box must be ticked first (checked again by the action, so it
 * works without JavaScript): two advisors should not call one person at once.
 */
export function CallOutcomeForm({ leadId, attempts, refused, caller, asked, result }: Props) {
  return (
    <ActionSection id="call" title={`Log a call (${attempts} so far)`} result={result}>
      {/* Keyed by the count: once a call is logged the note comes back empty. */}
      <Form method="post" key={attempts} className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="call" />
        <input type="hidden" name="leadId" value={leadId} />
        <label htmlFor="call-note" className="text-sm font-medium text-slate-800">
          Note on the call (needed to close the lead)
        </label>
        <textarea
          id="call-note"
          name="note"
          rows={2}
          maxLength={NOTE_MAX_LENGTH}
          defaultValue={refused?.note ?? ""}
          aria-invalid={refused?.error ? true : undefined}
          aria-describedby={refused?.error ? "call-note-error" : "call-closes"}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:outline-3 focus:outline-brand-500"
        />
        {refused?.error ? (
          <p id="call-note-error" role="alert" className="text-sm text-red-700">
            {refused.error}
          </p>
        ) : null}
        {caller ? (
          <div className="rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-300">
            <p id="call-caller" role={asked ? "alert" : undefined} className="font-medium text-amber-900">
              {presenceText(caller, caller.nowMs)}: they are on the phone with this buyer.
            </p>
            <label className="mt-1 flex items-center gap-2 text-amber-900">
              <input type="checkbox" name="confirm" value="yes" required />
              Log my call anyway
            </label>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-1.5">
          {CALL_OUTCOMES.map((outcome) => (
            <button
              key={outcome}
              type="submit"
              name="outcome"
              value={outcome}
              className={`${button} ${isClosingOutcome(outcome) ? closing : plain}`}
            >
              {CALL_OUTCOME_LABELS[outcome]}
            </button>
          ))}
        </div>
        <p id="call-closes" className="text-xs text-slate-600">
          Talked: a new lead is contacted. The last two close it.
        </p>
      </Form>
    </ActionSection>
  );
}
