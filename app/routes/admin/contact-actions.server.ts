import { data, type RouterContextProvider } from "react-router";
import { MAIN_CONTACT_MESSAGES, mainContactSchema, type MainContactField } from "#app/domain/admin/main-contact";
import { makeRequestContactMain } from "#worker/services/admin/main-contact.server";
import { advisorOf, envOf } from "./advisor.server";

/** What the request rows show after their button: which field became main, or why not. */
export type MainContactResult = { intent: "main-contact"; field: MainContactField | null; message: string; error: boolean };

/** A request row's "make main" button, posted as a plain form. */
export async function mainContactAction(form: FormData, context: Readonly<RouterContextProvider>) {
  const parsed = mainContactSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ intent: "main-contact", field: null, message: MAIN_CONTACT_MESSAGES.refused, error: true } satisfies MainContactResult, {
      status: 400,
    });
  }
  const { leadId, requestId, field } = parsed.data;
  if (!(await makeRequestContactMain(envOf(context), advisorOf(context).id, leadId, requestId, field))) {
    return data({ intent: "main-contact", field, message: MAIN_CONTACT_MESSAGES.refused, error: true } satisfies MainContactResult, {
      status: 400,
    });
  }
  return { intent: "main-contact", field, message: MAIN_CONTACT_MESSAGES.done[field], error: false } satisfies MainContactResult;
}
