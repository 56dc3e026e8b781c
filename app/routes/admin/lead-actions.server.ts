import { data, redirect, type RouterContextProvider } from "react-router";
import { ACTION_DONE } from "#app/domain/admin/action-done";
import { ADVISOR_FORM_MESSAGES } from "#app/domain/admin/advisor-form-messages";
import { leadActionSchema } from "#app/domain/admin/advisor-forms";
import { NOTE_MAX_LENGTH } from "#app/domain/admin/advisor";
import { fieldErrors } from "#app/domain/field-errors";
import { CALLBACK_MESSAGES } from "#app/domain/admin/callbacks";
import { recordCall } from "#worker/services/admin/calls.server";
import { addNote, assignLead, setLeadStatus } from "#worker/services/admin/leads.server";
import { deleteLead } from "#worker/services/leads/deletion.server";
import { colleagueCalling, deskCallLogged } from "#worker/services/desk/tell-desk.server";
import type { AdvisorFormResult } from "#app/domain/admin/advisor-form-result";
import { readForm } from "#app/routes/read-form.server";
import { advisorOf, envOf } from "./advisor.server";
import { callbackAction } from "./callback-action.server";
import { mainContactAction } from "./contact-actions.server";
import { quoteLineAction, quoteRereadAction } from "./quote-actions.server";

export type LeadActionResult = AdvisorFormResult;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Why a lead form was refused, told to the form that sent it. */
function refusal(form: FormData, fields: Record<string, string>): LeadActionResult {
  switch (text(form, "intent")) {
    case "note":
      // The note comes back to its field, never longer than the field allows, with why it was refused.
      return { intent: "note", error: fields.body ?? ADVISOR_FORM_MESSAGES.noteEmpty, note: text(form, "body").slice(0, NOTE_MAX_LENGTH) };
    case "assign":
      return { intent: "assign", error: ADVISOR_FORM_MESSAGES.unknownAdvisor };
    case "call":
      return {
        intent: "call",
        error: fields.note ?? fields.outcome ?? ADVISOR_FORM_MESSAGES.unknownOutcome,
        note: text(form, "note").slice(0, NOTE_MAX_LENGTH),
        outcome: text(form, "outcome"),
      };
    case "callback":
      return { intent: "callback", error: CALLBACK_MESSAGES.badTime };
    default:
      return { intent: "status", error: ADVISOR_FORM_MESSAGES.unknownAction };
  }
}

/**
 * The lead controls of the list and the lead page, posted as plain forms so they work without
 * JavaScript: a status change, a note, an assignment, a call's outcome, a callback, or a deletion on
 * the visitor's request. Each is done as the signed-in advisor, who the audit names, and answers with
 * the sentence that confirms it.
 */
export async function leadAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request);
  // The Quote check panel's line corrections and "Read again", and a request row's "make main"
  // buttons, have their own actions.
  if (form.get("intent") === "quote-line") return quoteLineAction(form, context);
  if (form.get("intent") === "quote-reread") return quoteRereadAction(form, context);
  if (form.get("intent") === "main-contact") return mainContactAction(form, context);
  const parsed = leadActionSchema.safeParse(Object.fromEntries(form));
  const env = envOf(context);
  const advisor = advisorOf(context);
  if (!parsed.success) {
    return data(refusal(form, fieldErrors(parsed.error)), { status: 400 });
  }
  const action = parsed.data;
  switch (action.intent) {
    case "delete":
      if (!(await deleteLead(env, action.leadId, { reason: "request", advisorId: advisor.id }))) throw data(null, { status: 404 });
      throw redirect("/admin?deleted=1");
    case "status":
      if (!(await setLeadStatus(env, advisor.id, action.leadId, action.status))) throw data(null, { status: 404 });
      return { intent: action.intent, error: null, done: ACTION_DONE.status(action.status) } satisfies LeadActionResult;
    case "note":
      if (!(await addNote(env, advisor.id, action.leadId, action.body))) throw data(null, { status: 404 });
      return { intent: action.intent, error: null, done: ACTION_DONE.note } satisfies LeadActionResult;
    case "assign": {
      const outcome = await assignLead(env, advisor.id, action.leadId, action.advisorId, action.confirm === "yes");
      if (outcome.kind === "missing") throw data(null, { status: 404 });
      if (outcome.kind === "unknown-advisor")
        return data({ intent: action.intent, error: ADVISOR_FORM_MESSAGES.unknownAdvisor } satisfies LeadActionResult, { status: 400 });
      if (outcome.kind === "confirm")
        return data(
          {
            intent: action.intent,
            error: null,
            confirm: { advisorId: action.advisorId, holderName: outcome.holder.name },
          } satisfies LeadActionResult,
          { status: 409 },
        );
      return {
        intent: action.intent,
        error: null,
        done: ACTION_DONE.assigned(outcome.name, action.advisorId === advisor.id),
      } satisfies LeadActionResult;
    }
    case "call": {
      // A colleague on the phone with the buyer right now: asked first, with the note kept (the live desk).
      const caller = action.confirm === "yes" ? null : await colleagueCalling(env, action.leadId, advisor.id);
      if (caller?.callingSince) {
        const waiting = { name: caller.name, callingSince: caller.callingSince };
        return data(
          {
            intent: action.intent,
            error: null,
            caller: waiting,
            note: action.note ?? "",
            outcome: action.outcome,
          } satisfies LeadActionResult,
          { status: 409 },
        );
      }
      if (!(await recordCall(env, advisor.id, action.leadId, action))) throw data(null, { status: 404 });
      deskCallLogged(env, advisor.id, action.leadId);
      return { intent: action.intent, error: null, done: ACTION_DONE.call(action.outcome) } satisfies LeadActionResult;
    }
    case "callback":
      return callbackAction(env, advisor.id, action);
  }
}
