import { data, type RouterContextProvider } from "react-router";
import { API_LIMITS } from "#app/domain/constants";
import { fieldErrors } from "#app/domain/field-errors";
import { linkTokenOf, unsubscribeAddressSchema } from "#app/domain/subscription-forms";
import { serverTranslator } from "#app/i18n/catalogue.server";
import { localeOfPath } from "#app/i18n/locale";
import type { UnsubscribeView } from "#app/domain/subscription-pages";
import { workerContext } from "#worker/request-context.server";
import { unsubscribeByLink, unsubscribeLinkState } from "#worker/services/email/subscription.server";
import { sendUnsubscribeLink } from "#worker/services/leads";
import { isRateLimited } from "#worker/services/guards/rate-limit.server";
import { namespaceMessages } from "./marketing.server";
import { readForm } from "./read-form.server";

export type UnsubscribeData = { state: UnsubscribeView; token: string | null; error: string | null; email: string };

// "unmatched" is a success: a mail client's one-click POST of a link with nothing left to unsubscribe.
// Each answer carries the page's words in its language (/unsubscribe, /es/unsubscribe).
const answer = (
  request: Request,
  view: Omit<UnsubscribeData, "email"> & { email?: string },
  status = view.state === "invalid" ? 400 : 200,
) => data({ ...({ email: "", ...view } satisfies UnsubscribeData), ...namespaceMessages(request, ["notice"]) }, { status });

/** The link only shows the page; a GET never unsubscribes (mail scanners follow links). */
export async function unsubscribePage(request: Request, context: Readonly<RouterContextProvider>) {
  const token = linkTokenOf(new URL(request.url).searchParams.get("token"));
  if (token === null) return answer(request, { state: "byAddress", token: null, error: null });
  const state = await unsubscribeLinkState(context.get(workerContext).env, token);
  return answer(request, { state, token: state === "ready" ? token : null, error: null });
}

/**
 * One POST for three callers: the page's button, a mail client's one-click unsubscribe (RFC 8058:
 * `List-Unsubscribe=One-Click` posted to the link, with no cookies and no page), and the by-address
 * form a bad or expired link offers, which emails the address its link. Only the last is rate-limited:
 * the others carry a signed token, and a mail provider posts for many subscribers from a few addresses.
 */
export async function unsubscribeAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  const form = await readForm(request);
  if (form.get("intent") !== "address") {
    const state = await unsubscribeByLink(env, linkTokenOf(form.get("token")) ?? linkTokenOf(url.searchParams.get("token")));
    return answer(request, { state, token: null, error: null });
  }
  const entered = form.get("email");
  // Echoed into the form on an error, never longer than the field takes.
  const email = typeof entered === "string" ? entered.slice(0, API_LIMITS.maxTextField) : "";
  const t = serverTranslator(localeOfPath(url.pathname), ["site", "form"]);
  if (await isRateLimited(env, "unsubscribe", request))
    return answer(request, { state: "byAddress", token: null, error: t("site.rateLimited"), email }, 429);
  const address = unsubscribeAddressSchema.safeParse(entered);
  if (!address.success)
    return answer(request, { state: "byAddress", token: null, error: fieldErrors(address.error, t)._ ?? null, email }, 400);
  // The address is emailed its link; only the link unsubscribes.
  await sendUnsubscribeLink(env, address.data, localeOfPath(url.pathname));
  return answer(request, { state: "addressDone", token: null, error: null });
}
