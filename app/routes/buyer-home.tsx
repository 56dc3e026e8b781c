import { BuyerNotice } from "#app/components/buyers/buyer-notices";
import { StatusMessage } from "#app/components/buyers/buyer-frame";
import { LostLinkForm } from "#app/components/buyers/lost-link-form";
import { useT } from "#app/i18n/i18n-context";
import { I18nProvider } from "#app/i18n/route-i18n";
import { useLocation } from "react-router";
import type { Route } from "./+types/buyer-home";
import { buyerMeta, buyerRouteHeaders } from "./buyer-headers";
import { type BuyerHomeData, buyerHomeAction, buyerHomeLoader } from "./buyer-home.server";

export const loader = ({ request, context }: Route.LoaderArgs) => buyerHomeLoader(request, context);
export const action = ({ request, context }: Route.ActionArgs) => buyerHomeAction(request, context);

export const headers = buyerRouteHeaders;

export const meta = (args: Route.MetaArgs) => buyerMeta(args, "buyer.home.title");

/** /my and /es/mi: where a buyer's link is, and a new one by address; after a deletion, that it happened. */
export default function BuyerHome({ loaderData, actionData }: Route.ComponentProps) {
  const data = actionData ?? loaderData;
  return (
    <I18nProvider page={data}>
      <Home home={data.home} />
    </I18nProvider>
  );
}

function Home({ home }: { home: BuyerHomeData }) {
  const t = useT();
  const { pathname } = useLocation();
  if (home.state === "deleted") {
    return (
      <BuyerNotice title={t("buyer.deleted.title")}>
        <StatusMessage id="buyer-status" tone="done">
          {t("buyer.deleted.done")}
        </StatusMessage>
        <p>{t("buyer.deleted.text")}</p>
      </BuyerNotice>
    );
  }
  return (
    <BuyerNotice title={t("buyer.home.title")}>
      <p>{t("buyer.home.intro")}</p>
      {home.state === "sent" ? (
        <StatusMessage id="buyer-status" tone="done">
          {t("buyer.lost.sent")}
        </StatusMessage>
      ) : null}
      {home.emailOn ? <p>{t("buyer.lost.intro")}</p> : null}
      <LostLinkForm action={pathname} emailOn={home.emailOn} email={home.email} error={home.error} />
    </BuyerNotice>
  );
}
