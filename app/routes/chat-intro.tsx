import { ISLAND_PAGE } from "#app/islands/island-page";
import { ChatIntroHero } from "#app/components/landing/chat-intro-hero";
import { MarketingPage } from "#app/components/marketing-page";
import type { Route } from "./+types/chat-intro";
import { chatIntroMeta } from "./chat-intro-meta";
import { marketingAction, marketingData, namespaceMessages } from "./marketing.server";

/** Rendered whole, hydrated only by its islands (decision record 048). */
export const handle = ISLAND_PAGE;

// /landing/cartelligentai (SPEC §2). Its V2 is its own module (chat-intro-v2.tsx), so this page never
// loads the Recent Deals code. Its Spanish twin, /es/landing/cartelligentai, is this module too.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await marketingData(request, context, "/landing/cartelligentai")), ...namespaceMessages(request, ["chatIntro"]) };
}
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export const meta = (args: Route.MetaArgs) => chatIntroMeta(args);

export default function ChatIntro({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MarketingPage data={loaderData} actionData={actionData}>
      <ChatIntroHero />
    </MarketingPage>
  );
}
