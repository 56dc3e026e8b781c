import { DataTables } from "~/components/buyers/data-tables";
import { NoAccess } from "~/components/buyers/buyer-notices";
import { I18nProvider } from "~/i18n/i18n-context";
import { pacificDate } from "~/i18n/pacific-time";
import type { Route } from "./+types/buyer-data";
import { dataPage } from "./buyer-files.server";
import { buyerMeta, buyerRouteHeaders } from "./buyer-headers";

export const loader = ({ request, params, context }: Route.LoaderArgs) => dataPage(request, params.token, context);

export const headers = buyerRouteHeaders;

export const meta = (args: Route.MetaArgs) => buyerMeta(args, "buyer.dataPage.title");

/** Everything we hold about the buyer, as a page to read (the JSON download's twin). */
export default function BuyerData({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider page={loaderData}>
      {"view" in loaderData ? (
        <NoAccess view={loaderData.view} />
      ) : (
        <DataTables
          tables={loaderData.rows.tables}
          exportedOn={pacificDate(loaderData.locale, loaderData.rows.exportedAt)}
          back={loaderData.back}
          json={`${loaderData.back}/data.json`}
        />
      )}
    </I18nProvider>
  );
}
