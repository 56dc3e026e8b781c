import { ISLAND_PAGE } from "#app/islands/island-page";
import { LandingSections } from "#app/components/landing/landing-sections";
import { MarketingPage } from "#app/components/marketing-page";
import type { Route } from "./+types/landing";
import { landingMeta } from "./landing-meta";
import { marketingAction, marketingData, namespaceMessages } from "./marketing.server";

/** Rendered whole, hydrated only by its islands (decision record 048). */
export const handle = ISLAND_PAGE;

// Served at /, /landing/v1 and every unknown path (SPEC §2), all with one canonical URL. /landing/V2
// is its own module (landing-v2.tsx), so these pages never load the Recent Deals code.
// The Spanish twins (/es, /es/landing/v1, /es/*) are this module too, their canonical URL /es.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await marketingData(request, context, "/")), ...namespaceMessages(request, ["landing"]) };
}
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export const meta = (args: Route.MetaArgs) => landingMeta(args);

export default function Landing({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MarketingPage data={loaderData} actionData={actionData} landing>
      <LandingSections />
    </MarketingPage>
  );
}
