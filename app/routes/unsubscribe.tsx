import { ISLAND_PAGE } from "#app/islands/island-page";
import { Form } from "react-router";
import { HomeLink, NoticePage, primaryButton } from "#app/components/notice-page";
import { EmailField } from "#app/components/email-field";
import type { UnsubscribeView } from "#app/domain/subscription-pages";
import { useT } from "#app/i18n/i18n-context";
import { I18nProvider } from "#app/i18n/route-i18n";
import type { MessageKey } from "#app/i18n/messages/en";
import type { Route } from "./+types/unsubscribe";
import { linkPageHeaders, linkPageMeta } from "./link-page";
import { type UnsubscribeData, unsubscribeAction, unsubscribePage } from "./unsubscribe.server";

/** Rendered whole, hydrated only by its islands (decision record 048). */
export const handle = ISLAND_PAGE;

export const loader = ({ request, context }: Route.LoaderArgs) => unsubscribePage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => unsubscribeAction(request, context);

export const headers = linkPageHeaders;
export const meta = (args: Route.MetaArgs) => linkPageMeta(args, UNSUBSCRIBE_PAGE[args.loaderData?.state ?? "invalid"].title);

/** What the unsubscribe page says in each state. */
const UNSUBSCRIBE_PAGE: Record<UnsubscribeView, { title: MessageKey; text: MessageKey }> = {
  // The same answer whether or not the address was on the list, so the form tells nobody who subscribes.
  addressDone: { title: "notice.unsubscribe.addressDone.title", text: "notice.unsubscribe.addressDone.text" },
  byAddress: { title: "notice.unsubscribe.byAddress.title", text: "notice.unsubscribe.byAddress.text" },
  ready: { title: "notice.unsubscribe.ready.title", text: "notice.unsubscribe.ready.text" },
  unsubscribed: { title: "notice.unsubscribe.unsubscribed.title", text: "notice.unsubscribe.unsubscribed.text" },
  unmatched: { title: "notice.unsubscribe.unmatched.title", text: "notice.unsubscribe.unmatched.text" },
  invalid: { title: "notice.unsubscribe.invalid.title", text: "notice.unsubscribe.invalid.text" },
};

/**
 * One-click unsubscribe's page: plain forms, so it works with and without
 * JavaScript. A link that is bad or out of date offers to unsubscribe an address instead, so nobody
 * is ever stuck on the list.
 */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <I18nProvider page={actionData ?? loaderData}>
      <Unsubscribing {...(actionData ?? loaderData)} />
    </I18nProvider>
  );
}

function Unsubscribing({ state, token, error, email }: UnsubscribeData) {
  const t = useT();
  const page = UNSUBSCRIBE_PAGE[state];
  return (
    <NoticePage title={t(page.title)}>
      <p>{t(page.text)}</p>
      {state === "ready" && token ? (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={primaryButton}>
            {t("notice.unsubscribe.button")}
          </button>
        </Form>
      ) : null}
      {state === "invalid" || state === "unmatched" || state === "byAddress" ? (
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="address" />
          <EmailField
            id="unsubscribe-email"
            errorId="unsubscribe-error"
            label={t("notice.unsubscribe.emailLabel")}
            email={email}
            error={error}
            labelClassName="block text-sm font-medium text-slate-800"
            inputClassName="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-3 focus:outline-brand-500"
          />
          <button type="submit" className={`mt-4 ${primaryButton}`}>
            {t("notice.unsubscribe.addressButton")}
          </button>
        </Form>
      ) : null}
      {state === "unsubscribed" || state === "addressDone" ? <HomeLink /> : null}
    </NoticePage>
  );
}
