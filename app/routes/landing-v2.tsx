import { ISLAND_PAGE } from "#app/islands/island-page";
import { LandingSections } from "#app/components/landing/landing-sections";
import { RecentDeals } from "#app/components/landing/recent-deals";
import { MarketingPage } from "#app/components/marketing-page";
import type { Route } from "./+types/landing-v2";
import { landingMeta } from "./landing-meta";
import { marketingAction, marketingData, namespaceMessages } from "./marketing.server";
import { recentDealsSection } from "./recent-deals.server";

/** Rendered whole, hydrated only by its islands (decision record 048). */
export const handle = ISLAND_PAGE;

// /landing/V2 (SPEC §2): the main landing page with the Recent Deals section, streamed after the page; its
// Spanish twin /es/landing/V2 is this module too.
export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await marketingData(request, context, "/landing/V2");
  return { ...data, ...namespaceMessages(request, ["landing", "deals"]), recentDeals: recentDealsSection(context) };
}
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export const meta = (args: Route.MetaArgs) => landingMeta(args);

export default function LandingV2({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MarketingPage data={loaderData} actionData={actionData} landing>
      <LandingSections recentDeals={<RecentDeals data={loaderData.recentDeals} />} />
    </MarketingPage>
  );
}
