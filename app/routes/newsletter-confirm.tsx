import { Form } from "react-router";
import { NoticePage, primaryButton } from "~/components/notice-page";
import { CONFIRM_BUTTON, CONFIRM_PAGE } from "~/domain/subscription-pages";
import type { Route } from "./+types/newsletter-confirm";
import { linkPageHeaders, linkPageMeta } from "./link-page";
import { confirmAction, confirmPage } from "./newsletter-confirm.server";

export const loader = ({ request, context }: Route.LoaderArgs) => confirmPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => confirmAction(request, context);

export const headers = linkPageHeaders;
export const meta = ({ loaderData }: Route.MetaArgs) => linkPageMeta(CONFIRM_PAGE[loaderData?.state ?? "invalid"].title);

/** Newsletter double opt-in (issue 12 item 3 b): the emailed link leads here, and its button confirms. */
export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { state, token } = actionData ?? loaderData;
  const page = CONFIRM_PAGE[state];
  return (
    <NoticePage title={page.title}>
      <p>{page.text}</p>
      {state === "ready" && token ? (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={primaryButton}>
            {CONFIRM_BUTTON}
          </button>
        </Form>
      ) : (
        <p>
          <a href="/" className="font-semibold text-brand-700 underline">
            Back to the home page
          </a>
        </p>
      )}
    </NoticePage>
  );
}
