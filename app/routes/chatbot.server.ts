import type { RouterContextProvider } from "react-router";
import { appConfig } from "../../worker/config.server";
import { workerContext } from "../../worker/request-context.server";
import { issueFormToken } from "../../worker/services/guards/form-token.server";
import { visitorEmailOn } from "../../worker/services/email/visitor-email-on.server";

/**
 * The chat page's data: its canonical URL, the signed form token its lead creation carries like the lead
 * forms (issue 13, item 4), and whether a newsletter answer is followed by a confirmation email (issue 12).
 */
export async function chatbotData(request: Request, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  return {
    canonicalUrl: new URL("/chatbot", request.url).href,
    formToken: await issueFormToken(appConfig(env).FORM_TOKEN_KEY),
    newsletterConfirms: visitorEmailOn(env),
  };
}
