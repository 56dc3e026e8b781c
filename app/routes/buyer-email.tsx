import { buyerButton } from "#app/components/buyers/buyer-frame";
import { BuyerNotice } from "#app/components/buyers/buyer-notices";
import { useT } from "#app/i18n/i18n-context";
import { I18nProvider } from "#app/i18n/route-i18n";
import type { Route } from "./+types/buyer-email";
import { type EmailChangeData, emailChangeAction, emailChangeLoader } from "./buyer-email.server";
import { buyerMeta, buyerRouteHeaders } from "./buyer-headers";

export const loader = ({ request, params, context }: Route.LoaderArgs) => emailChangeLoader(request, params.token, context);
export const action = ({ request, params, context }: Route.ActionArgs) => emailChangeAction(request, params.token, context);

export const headers = buyerRouteHeaders;

export const meta = (args: Route.MetaArgs) => buyerMeta(args, "buyer.email.title");

/** The link a new address gets: a button that makes it the buyer's address (a GET changes nothing). */
export default function BuyerEmail({ loaderData, actionData }: Route.ComponentProps) {
  const data = actionData ?? loaderData;
  return (
    <I18nProvider page={data}>
      <Confirm change={data.change} />
    </I18nProvider>
  );
}

function Confirm({ change }: { change: EmailChangeData }) {
  const t = useT();
  if (change.state !== "ready" || !change.address) {
    return (
      <BuyerNotice title={t("buyer.none.title")}>
        <p>{t("buyer.email.invalid")}</p>
        <p>
          <a href={change.home} className="font-semibold text-brand-700 underline">
            {t("buyer.receipt.lost")}
          </a>
        </p>
      </BuyerNotice>
    );
  }
  return (
    <BuyerNotice title={t("buyer.email.title")}>
      <p>{t("buyer.email.ask", { email: change.address })}</p>
      <form method="post">
        <button type="submit" className={buyerButton}>
          {t("buyer.email.button")}
        </button>
      </form>
    </BuyerNotice>
  );
}
