import { ISLAND_PAGE } from "#app/islands/island-page";
import { Form } from "react-router";
import { HomeLink, NoticePage, primaryButton } from "#app/components/notice-page";
import type { ConfirmState } from "#app/domain/subscription-pages";
import { EMAIL_LINKS } from "#app/domain/visitor-emails";
import { useT } from "#app/i18n/i18n-context";
import { I18nProvider } from "#app/i18n/route-i18n";
import type { MessageKey } from "#app/i18n/messages/en";
import type { Route } from "./+types/newsletter-confirm";
import { linkPageHeaders, linkPageMeta } from "./link-page";
import { confirmAction, confirmPage } from "./newsletter-confirm.server";

/** Rendered whole, hydrated only by its islands (decision record 048). */
export const handle = ISLAND_PAGE;

export const loader = ({ request, context }: Route.LoaderArgs) => confirmPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => confirmAction(request, context);

export const headers = linkPageHeaders;
export const meta = (args: Route.MetaArgs) => linkPageMeta(args, CONFIRM_PAGE[args.loaderData?.state ?? "invalid"].title);

/** What the confirmation page says in each state. */
const CONFIRM_PAGE: Record<ConfirmState, { title: MessageKey; text: MessageKey }> = {
  ready: { title: "notice.confirm.ready.title", text: "notice.confirm.ready.text" },
  confirmed: { title: "notice.confirm.confirmed.title", text: "notice.confirm.confirmed.text" },
  already: { title: "notice.confirm.already.title", text: "notice.confirm.already.text" },
  cancelled: { title: "notice.confirm.cancelled.title", text: "notice.confirm.cancelled.text" },
  expired: { title: "notice.confirm.expired.title", text: "notice.confirm.expired.text" },
  invalid: { title: "notice.confirm.invalid.title", text: "notice.confirm.invalid.text" },
};

/** Newsletter double opt-in: the emailed link leads here, and its button confirms. */
export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <I18nProvider page={actionData ?? loaderData}>
      <Confirmation {...(actionData ?? loaderData)} />
    </I18nProvider>
  );
}

function Confirmation({ state, token }: { state: ConfirmState; token: string | null }) {
  const t = useT();
  const page = CONFIRM_PAGE[state];
  return (
    <NoticePage title={t(page.title)}>
      <p>{t(page.text, { days: EMAIL_LINKS.confirmDays })}</p>
      {state === "ready" && token ? (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={primaryButton}>
            {t("notice.confirm.button")}
          </button>
        </Form>
      ) : (
        <HomeLink />
      )}
    </NoticePage>
  );
}
