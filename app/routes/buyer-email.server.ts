import { data, redirect, type RouterContextProvider } from "react-router";
import { buyerHomePath, buyerPagePath } from "#app/domain/buyers/buyer-links";
import { buyerTokenSchema } from "#app/domain/buyers/buyer-forms";
import { localeOfPath } from "#app/i18n/locale";
import { workerContext } from "#worker/request-context.server";
import { confirmEmailChange } from "#worker/services/buyers/details.server";
import { buyerPageToken } from "#worker/services/email/buyer-links.server";
import { emailChangeAccess } from "#worker/services/email";
import { BUYER_HEADERS } from "#app/domain/buyers/buyer-headers";
import { STATUS_ID } from "./buyer-page.server";
import { namespaceMessages } from "./marketing.server";

// The link a new address gets (/my/email/:token, /es/mi/correo/:token). Opening it only shows a button: a
// mail scanner that follows links must not change anyone's address. The button makes the change and
// opens the page with a link signed for the new address (the old links stop working with the old address).

export type EmailChangeData = { state: "ready" | "invalid" | "expired"; address: string | null; home: string };

export async function emailChangeLoader(request: Request, param: string | undefined, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  const home = buyerHomePath(localeOfPath(new URL(request.url).pathname));
  const token = buyerTokenSchema.safeParse(param);
  const access = token.success ? await emailChangeAccess(env, token.data) : ({ ok: false, problem: "invalid" } as const);
  const change: EmailChangeData = access.ok
    ? { state: "ready", address: access.address, home }
    : { state: access.problem, address: null, home };
  return data({ change, ...namespaceMessages(request, ["buyer"]) }, { status: access.ok ? 200 : 404, headers: BUYER_HEADERS });
}

export async function emailChangeAction(request: Request, param: string | undefined, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  const language = localeOfPath(new URL(request.url).pathname);
  const token = buyerTokenSchema.safeParse(param);
  const access = token.success ? await emailChangeAccess(env, token.data) : null;
  if (!access?.ok || !(await confirmEmailChange(env, access.leadId, access.address))) return emailChangeLoader(request, param, context);
  const page = buyerPagePath(await buyerPageToken(env, access.leadId, access.address), language);
  return redirect(`${page}?done=email-confirmed#${STATUS_ID}`, { status: 303, headers: BUYER_HEADERS });
}
