import { ChatScreen } from "#app/components/chat/chat-screen";
import { I18nProvider } from "#app/i18n/route-i18n";
import { localeOfPath } from "#app/i18n/locale";
import { translatorFromData } from "#app/i18n/translate";
import { pageMeta } from "#app/seo";
import type { Route } from "./+types/chatbot";
import { chatbotAction, chatbotData } from "./chatbot.server";
import { languageLinks } from "#app/i18n/language-links";

// /chatbot, /chatbot/chat and /get-started (SPEC §2): the assistant starts directly. Their Spanish twins
// under /es are this module too, the chat's words sent in the page's language.
export const loader = ({ request, context }: Route.LoaderArgs) => chatbotData(request, context);

// The lead form the page offers without JavaScript posts here.
export const action = ({ request, context }: Route.ActionArgs) => chatbotAction(request, context);

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const t = translatorFromData(
    locale,
    matches.map((match) => match?.loaderData),
  );
  return [
    ...pageMeta(matches[0]?.loaderData, {
      title: t("chat.meta.title"),
      description: t("chat.page.intro"),
      canonicalUrl: loaderData?.canonicalUrl,
    }),
    ...languageLinks(locale, loaderData?.alternates),
  ];
}

export default function Chatbot({ loaderData, actionData }: Route.ComponentProps) {
  const { formToken, newsletterConfirms, search, makes, pageContext } = loaderData;
  const result = actionData?.intent === "lead" ? actionData : undefined;
  return (
    <I18nProvider page={loaderData}>
      <ChatScreen
        formToken={formToken}
        newsletterConfirms={newsletterConfirms}
        search={search}
        noScript={{ makes, formToken, pageContext, result }}
      />
    </I18nProvider>
  );
}
