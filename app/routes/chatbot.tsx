import { ChatScreen } from "~/components/chat/chat-screen";
import { CHAT_PAGE } from "~/domain/chat/messages";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/chatbot";
import { chatbotAction, chatbotData } from "./chatbot.server";

// /chatbot, /chatbot/chat and /get-started (SPEC §2): the assistant starts directly.
export const loader = ({ request, context }: Route.LoaderArgs) => chatbotData(request, context);

// The lead form the page offers without JavaScript posts here (issue 20, item 6).
export const action = ({ request, context }: Route.ActionArgs) => chatbotAction(request, context);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: "Chat With Our Car-Buying Assistant",
    description: CHAT_PAGE.intro,
    canonicalUrl: loaderData?.canonicalUrl,
  });
}

export default function Chatbot({ loaderData, actionData }: Route.ComponentProps) {
  const { formToken, newsletterConfirms, search, makes, pageContext } = loaderData;
  const result = actionData?.intent === "lead" ? actionData : undefined;
  return (
    <ChatScreen
      formToken={formToken}
      newsletterConfirms={newsletterConfirms}
      search={search}
      noScript={{ makes, formToken, pageContext, result }}
    />
  );
}
