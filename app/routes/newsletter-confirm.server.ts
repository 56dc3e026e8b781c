import { data, type RouterContextProvider } from "react-router";
import { linkTokenOf } from "#app/domain/subscription-forms";
import type { ConfirmState } from "#app/domain/subscription-pages";
import { workerContext } from "#worker/request-context.server";
import { confirmationState, confirmSubscription } from "#worker/services/email/subscription.server";
import { namespaceMessages } from "./marketing.server";
import { readForm } from "./read-form.server";

const statusOf = (state: ConfirmState) => (state === "invalid" || state === "expired" ? 400 : 200);

/** The link only shows the page: a mail scanner following it must not subscribe anyone. */
export async function confirmPage(request: Request, context: Readonly<RouterContextProvider>) {
  const token = linkTokenOf(new URL(request.url).searchParams.get("token"));
  const state = await confirmationState(context.get(workerContext).env, token);
  return data({ state, token: state === "ready" ? token : null, ...namespaceMessages(request, ["notice"]) }, { status: statusOf(state) });
}

/** The page's button (a plain form, so it works without JavaScript). */
export async function confirmAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request);
  const token = linkTokenOf(form.get("token")) ?? linkTokenOf(new URL(request.url).searchParams.get("token"));
  const state = await confirmSubscription(context.get(workerContext).env, token);
  return data({ state, token: null, ...namespaceMessages(request, ["notice"]) }, { status: statusOf(state) });
}
