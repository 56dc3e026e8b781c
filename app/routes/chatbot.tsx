import { ChatScreen } from "~/components/chat/chat-screen";
import { CHAT_PAGE } from "~/domain/chat/messages";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/chatbot";
import { chatbotData } from "./chatbot.server";

// /chatbot, /chatbot/chat and /get-started (SPEC §2): the assistant starts directly.
export const loader = ({ request, context }: Route.LoaderArgs) => chatbotData(request, context);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: "Chat With Our Car-Buying Assistant",
    description: CHAT_PAGE.intro,
    canonicalUrl: loaderData?.canonicalUrl,
  });
}

export default function Chatbot({ loaderData }: Route.ComponentProps) {
  return <ChatScreen formToken={loaderData.formToken} newsletterConfirms={loaderData.newsletterConfirms} />;
}
