import { ChatIntroHero } from "~/components/landing/chat-intro-hero";
import { MarketingPage } from "~/components/marketing-page";
import type { Route } from "./+types/chat-intro";
import { chatIntroMeta } from "./chat-intro-meta";
import { marketingAction, marketingData } from "./marketing.server";

// /landing/cartelligentai (SPEC §2). Its V2 is its own module (chat-intro-v2.tsx), so this page never
// loads the Recent Deals code (issue 14.4).
export const loader = ({ request, context }: Route.LoaderArgs) => marketingData(request, context, "/landing/cartelligentai");
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return chatIntroMeta(matches[0]?.loaderData, loaderData?.canonicalUrl);
}

export default function ChatIntro({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MarketingPage data={loaderData} actionData={actionData}>
      <ChatIntroHero />
    </MarketingPage>
  );
}
