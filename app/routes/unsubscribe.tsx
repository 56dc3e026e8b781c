import { Form } from "react-router";
import { NoticePage, primaryButton } from "~/components/notice-page";
import { API_LIMITS } from "~/domain/constants";
import { UNSUBSCRIBE_ADDRESS_BUTTON, UNSUBSCRIBE_BUTTON, UNSUBSCRIBE_PAGE } from "~/domain/subscription-pages";
import type { Route } from "./+types/unsubscribe";
import { linkPageHeaders, linkPageMeta } from "./link-page";
import { unsubscribeAction, unsubscribePage } from "./unsubscribe.server";

export const loader = ({ request, context }: Route.LoaderArgs) => unsubscribePage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => unsubscribeAction(request, context);

export const headers = linkPageHeaders;
export const meta = ({ loaderData }: Route.MetaArgs) => linkPageMeta(UNSUBSCRIBE_PAGE[loaderData?.state ?? "invalid"].title);

/**
 * One-click unsubscribe's page (issue 12 item 3 c): plain forms, so it works with and without
 * JavaScript. A link that is bad or out of date offers to unsubscribe an address instead, so nobody
 * is ever stuck on the list.
 */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { state, token, error, email } = actionData ?? loaderData;
  const page = UNSUBSCRIBE_PAGE[state];
  return (
    <NoticePage title={page.title}>
      <p>{page.text}</p>
      {state === "ready" && token ? (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={primaryButton}>
            {UNSUBSCRIBE_BUTTON}
          </button>
        </Form>
      ) : null}
      {state === "invalid" || state === "unmatched" || state === "byAddress" ? (
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="address" />
          <label htmlFor="unsubscribe-email" className="block text-sm font-medium text-slate-800">
            Email address
          </label>
          <input
            id="unsubscribe-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={API_LIMITS.maxTextField}
            defaultValue={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "unsubscribe-error" : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-3 focus:outline-brand-500"
          />
          {error ? (
            <p id="unsubscribe-error" role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <button type="submit" className={`mt-4 ${primaryButton}`}>
            {UNSUBSCRIBE_ADDRESS_BUTTON}
          </button>
        </Form>
      ) : null}
      {state === "unsubscribed" || state === "addressDone" ? (
        <p>
          <a href="/" className="font-semibold text-brand-700 underline">
            Back to the home page
          </a>
        </p>
      ) : null}
    </NoticePage>
  );
}
