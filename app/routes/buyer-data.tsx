import { NoAccess } from "#app/components/buyers/buyer-notices";
import { DataTables } from "#app/components/buyers/data-tables";
import { I18nProvider } from "#app/i18n/route-i18n";
import type { Route } from "./+types/buyer-data";
import { dataPage } from "./buyer-data.server";
import { buyerMeta, buyerRouteHeaders } from "./buyer-headers";

export const loader = ({ request, params, context }: Route.LoaderArgs) => dataPage(request, params.token, context);

export const headers = buyerRouteHeaders;

export const meta = (args: Route.MetaArgs) => buyerMeta(args, "buyer.dataPage.title");

/** Everything we hold about the buyer, as a page to read (the JSON download's twin). */
export default function BuyerData({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider page={loaderData}>
      {"view" in loaderData ? <NoAccess view={loaderData.view} /> : <DataTables {...loaderData} />}
    </I18nProvider>
  );
}
