import { BuyerPage } from "#app/components/buyers/buyer-page-view";
import { NoAccess, Receipt } from "#app/components/buyers/buyer-notices";
import { I18nProvider } from "#app/i18n/route-i18n";
import type { MessageKey } from "#app/i18n/messages/en";
import type { Route } from "./+types/buyer-page";
import { buyerMeta, buyerRouteHeaders } from "./buyer-headers";
import { buyerPageAction, buyerPageLoader } from "./buyer-page.server";

export const loader = ({ request, params, context }: Route.LoaderArgs) => buyerPageLoader(request, params.token, context);
export const action = ({ request, params, context }: Route.ActionArgs) => buyerPageAction(request, params.token, context);

export const headers = buyerRouteHeaders;

const TITLES: Record<"page" | "receipt" | "none", MessageKey> = {
  page: "buyer.page.title",
  receipt: "buyer.receipt.title",
  none: "buyer.none.title",
};

/** The title of what the link opens; a form's refusal shows the same page, so its title is the loader's. */
export const meta = (args: Route.MetaArgs) => buyerMeta(args, TITLES[args.loaderData?.view.kind ?? "none"]);

/** The buyer's private page, what a thank-you view's link opens, or a link that opens nothing (docs/decisions/052). */
export default function BuyerPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const data = actionData ?? loaderData;
  const { view } = data;
  return (
    <I18nProvider page={data}>
      {view.kind === "page" ? <BuyerPage view={view} /> : view.kind === "receipt" ? <Receipt view={view} /> : <NoAccess view={view} />}
    </I18nProvider>
  );
}
