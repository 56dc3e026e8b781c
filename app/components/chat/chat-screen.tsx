import { lazy, useMemo } from "react";
import { progress } from "#app/domain/chat/engine";
import type { FlowContext } from "#app/domain/chat/flow";
import { formatPhoneDisplay } from "#app/domain/phone";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { localizedPath } from "#app/i18n/locale";
import { useSiteSettings } from "#app/site-settings";
import { BrandLogo } from "#app/components/brand-logo";
import { LanguageSwitch } from "#app/components/language-switch";
import { questionItemId } from "./bot-turn";
import { ChatInput } from "./chat-input";
import { ChatMessages } from "./chat-messages";
import { PrivatePageCard } from "./private-page-card";
import type { ChatNoScriptProps } from "./chat-no-script";
import { useChat } from "./use-chat";
import { CHAT_END_ID, useChatFocus } from "./use-chat-focus";

// Rendered by the server inside <noscript> only: React in the browser never renders a <noscript>'s
// children, so this chunk (the lead form) is never loaded by a visitor with JavaScript.
const ChatNoScript = lazy(() => import("./chat-no-script").then((m) => ({ default: m.ChatNoScript })));

type Props = {
  formToken: string;
  newsletterConfirms: boolean;
  /** The page's query string: the hero search's answers (SPEC §2), read the same on the server and in the browser. */
  search: string;
  /** What the lead form offered without JavaScript needs, and its answer after a post. */
  noScript: ChatNoScriptProps;
};

/** SPEC §2 chat screen: logo, messages that scroll to the newest, typing indicator, answer controls, progress. */
export function ChatScreen({ formToken, newsletterConfirms, search, noScript }: Props) {
  const { brand, phone, currentYear } = useSiteSettings();
  const t = useT();
  const locale = useLocale();
  const ctx: FlowContext = useMemo(
    () => ({ brand, currentYear, phoneDisplay: formatPhoneDisplay(phone), newsletterConfirms, t }),
    [brand, currentYear, phone, newsletterConfirms, t],
  );
  const { chat, typing, error, submit, edit, restart, honeypot, currentFormToken } = useChat(ctx, formToken, search, locale);
  const questionId = typing ? undefined : questionItemId(chat, ctx);
  const answering = useChatFocus(chat.items.length, questionId);

  const done = Math.round(progress(chat.state) * 100);

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white">
        {/* On a phone the logo steps down a size and the links keep to one line: "Empezar de nuevo" is long. */}
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-3 px-4">
          <a href={localizedPath("/", locale)} aria-label={t("chat.ui.home", { brand })} className="min-w-0">
            <BrandLogo size="phone" />
          </a>
          <div className="flex shrink-0 items-center gap-3 whitespace-nowrap sm:gap-4">
            <LanguageSwitch />
            <button type="button" onClick={restart} className="text-sm text-slate-600 underline hover:text-slate-900 noscript:hidden">
              {t("chat.ui.startOver")}
            </button>
          </div>
        </div>
        <div
          role="progressbar"
          aria-label={t("chat.ui.progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={done}
          className="h-1 bg-slate-100"
        >
          <div className="h-1 bg-brand-600 transition-all motion-reduce:transition-none" style={{ width: `${done}%` }} />
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4">
        {/* The page's LCP: the largest text of the first paint. */}
        <div className="border-b border-slate-100 pt-6 pb-5">
          <h1 className="text-2xl font-bold text-brand-900">{t("chat.page.title", { brand })}</h1>
          <p className="mt-2 text-lg text-slate-700">{t("chat.page.intro")}</p>
        </div>
        {/* Without JavaScript the conversation cannot go on: the lead form stands in for it. */}
        <noscript>
          <ChatNoScript {...noScript} />
        </noscript>
        <div role="log" aria-live="polite" aria-label={t("chat.ui.conversation")} className="flex-1 py-6 noscript:hidden">
          <ChatMessages
            items={chat.items}
            phone={phone}
            canEdit={!typing && chat.state.strikes < 3}
            questionId={questionId}
            onEdit={(key) => {
              answering();
              edit(key);
            }}
          />
          {chat.state.ended && !typing && chat.state.strikes < 3 && chat.lead?.page ? <PrivatePageCard href={chat.lead.page} /> : null}
          {typing ? (
            <p className="mt-3 inline-flex items-center gap-1 rounded-2xl bg-slate-100 px-4 py-3">
              {/* A paragraph cannot be named (aria-label); the log announces this text instead. */}
              <span className="sr-only">{t("chat.ui.typing")}</span>
              <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none" />
              <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms] motion-reduce:animate-none" />
              <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms] motion-reduce:animate-none" />
            </p>
          ) : null}
        </div>
        {!chat.state.ended && !typing ? (
          <div className="sticky bottom-0 border-t border-slate-200 bg-white py-4 noscript:hidden">
            <ChatInput
              node={chat.state.current}
              answers={chat.state.answers}
              ctx={ctx}
              sessionId={chat.sessionId}
              lead={chat.lead}
              formToken={currentFormToken}
              disabled={typing}
              error={error}
              questionId={questionId}
              onSubmit={(reply, display) => {
                answering();
                void submit(reply, display);
              }}
            />
          </div>
        ) : null}
        <div id={CHAT_END_ID} />
        {/* Honeypot, as on the lead forms (SPEC §4): invisible to people and screen readers, sent with the lead's creation. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="chat-website">{t("form.honeypot")}</label>
          <input id="chat-website" name="website" ref={honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </main>
    </div>
  );
}
