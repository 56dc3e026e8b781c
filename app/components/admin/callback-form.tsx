import { Form } from "react-router";
import { ADVISOR_HOURS_TEXT } from "#app/domain/advisor-hours";
import { CALLBACK_PICK_LABELS, type CallbackChoices } from "#app/domain/admin/callbacks";
import { formatPacific, formatPacificShort } from "#app/domain/admin/format";
import type { BookedCallKind } from "#app/domain/buyers/booked-call-kinds";
import { bookedWords } from "./call-summary";
import { ActionSection, type SectionResult } from "./action-section";
import { smallButton } from "./admin-styles";

type Props = {
  leadId: string;
  nextCallbackAt: string | null;
  /** The buyer booked it on their page (docs/decisions/051): an advisor's callback replaces the booking. */
  bookedCallKind: BookedCallKind | null;
  /** The quick picks that are choices now, each with its time, and the next opening when today has no time left. */
  choices: CallbackChoices;
  /** The exact-time field's value, Pacific, as datetime-local reads it. */
  inputValue: string;
  error: string | null;
  result: SectionResult;
};

/**
 * When to call back: a quick pick in one press, or an exact time, entered in Pacific time and kept
 * inside advisor hours (the action checks both). Only picks that fall inside advisor hours are offered;
 * near closing time "Later today" is the shift's last half hour, and once today is over the form says
 * when advisors are next at work.
 */
export function CallbackForm({ leadId, nextCallbackAt, bookedCallKind, choices, inputValue, error, result }: Props) {
  const title = `Next callback: ${nextCallbackAt ? `${formatPacific(nextCallbackAt)}${bookedWords(bookedCallKind)}` : "none"}`;
  return (
    <ActionSection id="callback" title={title} result={result}>
      {bookedCallKind ? (
        <p className="mt-2 text-sm text-slate-700">
          The buyer booked this call on their page. A callback you set, or a call you record, takes its place, and their page then shows
          your time.
        </p>
      ) : null}
      {choices.nextOpening ? (
        <p className="mt-2 text-sm text-slate-700">No advisor time left today. Next opening: {formatPacificShort(choices.nextOpening)}.</p>
      ) : null}
      <Form method="post" className="mt-2 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="callback" />
        <input type="hidden" name="leadId" value={leadId} />
        {choices.picks.map(({ pick, at }) => (
          <button key={pick} type="submit" name="pick" value={pick} className={smallButton}>
            {CALLBACK_PICK_LABELS[pick]}
            <span className="block text-xs font-normal">{formatPacificShort(at)}</span>
          </button>
        ))}
      </Form>
      {/* Keyed by the callback: after a change the field shows the time kept. */}
      <Form method="post" key={nextCallbackAt ?? "none"} className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="callback" />
        <input type="hidden" name="leadId" value={leadId} />
        <input type="hidden" name="pick" value="exact" />
        <div>
          <label htmlFor="callback-at" className="block text-xs font-medium text-slate-700">
            Exact time (Pacific)
          </label>
          <input
            id="callback-at"
            type="datetime-local"
            name="at"
            required
            defaultValue={inputValue}
            aria-describedby={error ? "callback-error" : "callback-hours"}
            aria-invalid={error ? true : undefined}
            className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
          />
        </div>
        <button type="submit" className={smallButton}>
          Set callback
        </button>
      </Form>
      <p id="callback-hours" className="mt-1 text-xs text-slate-600">
        Advisor hours: {ADVISOR_HOURS_TEXT}
      </p>
      {nextCallbackAt ? (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="callback" />
          <input type="hidden" name="leadId" value={leadId} />
          <button type="submit" name="pick" value="clear" className="text-sm text-slate-700 underline hover:text-slate-900">
            Clear the callback
          </button>
        </Form>
      ) : null}
      {error ? (
        <p id="callback-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </ActionSection>
  );
}
