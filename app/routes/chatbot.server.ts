import type { RouterContextProvider } from "react-router";
import { chatMessages, marketingAction, marketingData } from "./marketing.server";

/**
 * The chat page's data: its canonical URL, the signed form token its lead creation carries like the lead
 * forms, whether a newsletter answer is followed by a confirmation email, its
 * query string, from which the server renders the chat's opening, and what the lead form offered without
 * JavaScript needs.
 */
export async function chatbotData(request: Request, context: Readonly<RouterContextProvider>) {
  const { canonicalUrl, alternates, formToken, newsletterConfirms, makes, pageContext } = await marketingData(request, context, "/chatbot");
  return {
    canonicalUrl,
    alternates,
    formToken,
    newsletterConfirms,
    makes,
    pageContext,
    search: new URL(request.url).search,
    // Every word the chat says, in the page's language: no chunk carries them.
    ...chatMessages(request),
  };
}

/** The lead form posted without JavaScript: the marketing pages' action, with the same checks and answers. */
export const chatbotAction = marketingAction;
