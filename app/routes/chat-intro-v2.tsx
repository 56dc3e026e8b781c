import { ISLAND_PAGE } from "#app/islands/island-page";
import { ChatIntroHero } from "#app/components/landing/chat-intro-hero";
import { RecentDeals } from "#app/components/landing/recent-deals";
import { MarketingPage } from "#app/components/marketing-page";
import type { Route } from "./+types/chat-intro-v2";
import { chatIntroMeta } from "./chat-intro-meta";
import { marketingAction, marketingData, namespaceMessages } from "./marketing.server";
import { recentDealsSection } from "./recent-deals.server";

/** Rendered whole, hydrated only by its islands (decision record 048). */
export const handle = ISLAND_PAGE;

// /landing/cartelligentai/V2 (SPEC §2): the chat intro with the Recent Deals section, streamed after the page,
// and its Spanish twin: the words of both sections in the page's language.
export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await marketingData(request, context, "/landing/cartelligentai/V2");
  return { ...data, ...namespaceMessages(request, ["chatIntro", "deals"]), recentDeals: recentDealsSection(context) };
}
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export const meta = (args: Route.MetaArgs) => chatIntroMeta(args);

export default function ChatIntroV2({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MarketingPage data={loaderData} actionData={actionData}>
      <ChatIntroHero />
      <RecentDeals data={loaderData.recentDeals} />
    </MarketingPage>
  );
}
