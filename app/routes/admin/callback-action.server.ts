import { data } from "react-router";
import { ACTION_DONE } from "#app/domain/admin/action-done";
import type { AdvisorFormResult as LeadActionResult } from "#app/domain/admin/advisor-form-result";
import { callbackPickTime, callbackTimeProblem, CALLBACK_MESSAGES, pacificInputTime, type CallbackPick } from "#app/domain/admin/callbacks";
import { setCallback } from "#worker/services/admin/calls.server";

type CallbackInput = { leadId: string; pick: CallbackPick | "exact" | "clear"; at?: string | undefined };

/**
 * A callback from the lead page: a quick pick is worked out at the moment it is pressed (refused if it
 * is no longer a choice then), an exact time is read in Pacific time and must be ahead and inside
 * advisor hours.
 */
export async function callbackAction(env: Env, advisorId: number, input: CallbackInput, now = new Date()) {
  let at: Date | null = null;
  if (input.pick === "exact") {
    at = pacificInputTime(input.at ?? "");
    const problem = callbackTimeProblem(at, now);
    if (problem) return data({ intent: "callback", error: problem } satisfies LeadActionResult, { status: 400 });
  } else if (input.pick !== "clear") {
    at = callbackPickTime(input.pick, now);
    if (!at) return data({ intent: "callback", error: CALLBACK_MESSAGES.pickGone } satisfies LeadActionResult, { status: 400 });
  }
  if (!(await setCallback(env, advisorId, input.leadId, at ? at.toISOString() : null))) throw data(null, { status: 404 });
  return { intent: "callback", error: null, done: ACTION_DONE.callback(at ? at.toISOString() : null) } satisfies LeadActionResult;
}
