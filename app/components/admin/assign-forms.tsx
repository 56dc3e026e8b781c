import { Form } from "react-router";
import type { Advisor } from "#app/domain/admin/advisor";
import { languageSuggestions, suggestionHint } from "#app/domain/admin/language-suggestions";
import { LANGUAGE_NAMES, type LeadLanguage } from "#app/domain/lead-language";
import { ActionSection, type SectionResult } from "./action-section";
import { smallButton } from "./admin-styles";

type Props = {
  leadId: string;
  assignedId: number | null;
  assigneeName: string | null;
  me: Advisor;
  advisors: (Advisor & { languages: LeadLanguage[] })[];
  /** The lead's language: for a Spanish lead, the advisors who speak Spanish come first. */
  language: LeadLanguage;
  error: string | null;
  /** Another advisor has the lead: the second button takes it. */
  confirm?: { advisorId: number | null; holderName: string } | undefined;
  result: SectionResult;
};

/**
 * Who has the lead: "Assign to me" in one press, or any advisor (or nobody) from the list. Taking a
 * lead another advisor has asks first, with a second button, so it works without JavaScript.
 */
export function AssignForms({ leadId, assignedId, assigneeName, me, advisors, language, error, confirm, result }: Props) {
  const { speakers, others } = languageSuggestions(advisors, language);
  const hint = suggestionHint(language, speakers.length);
  const options = (list: typeof advisors) =>
    list.map((advisor) => (
      <option key={advisor.id} value={advisor.id}>
        {advisor.name}
      </option>
    ));
  return (
    <ActionSection id="assign" title={`Assigned to: ${assigneeName ?? "nobody"}`} result={result}>
      {hint ? (
        <p id="assign-hint" className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-end gap-4">
        {assignedId !== me.id ? (
          <Form method="post">
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="leadId" value={leadId} />
            <input type="hidden" name="advisorId" value={me.id} />
            <button type="submit" className={smallButton}>
              Assign to me
            </button>
          </Form>
        ) : null}
        {/* Keyed by the assignee: after a change the list shows the lead's advisor again. */}
        <Form method="post" key={assignedId ?? "nobody"} className="flex items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="leadId" value={leadId} />
          <div>
            <label htmlFor="assign-to" className="block text-xs font-medium text-slate-700">
              Assign to
            </label>
            <select
              id="assign-to"
              name="advisorId"
              defaultValue={assignedId ?? ""}
              aria-describedby={hint ? "assign-hint" : undefined}
              className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
            >
              <option value="">Nobody</option>
              {speakers.length > 0 ? (
                <>
                  <optgroup label={`Speak ${LANGUAGE_NAMES[language]} (suggested)`}>{options(speakers)}</optgroup>
                  {others.length > 0 ? <optgroup label="Other advisors">{options(others)}</optgroup> : null}
                </>
              ) : (
                options(others)
              )}
            </select>
          </div>
          <button type="submit" className={smallButton}>
            Assign
          </button>
        </Form>
      </div>
      {confirm ? (
        <Form method="post" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-300">
          <p role="alert" className="text-amber-900">
            {confirm.holderName} has this lead. Take it from them?
          </p>
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="leadId" value={leadId} />
          <input type="hidden" name="advisorId" value={confirm.advisorId ?? ""} />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className={`mt-2 ${smallButton}`}>
            Yes, take it from {confirm.holderName}
          </button>
        </Form>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </ActionSection>
  );
}
