import { useEffect, useMemo, useRef } from "react";
import { progress } from "~/domain/chat/engine";
import type { FlowContext } from "~/domain/chat/flow";
import { CHAT_PAGE } from "~/domain/chat/messages";
import { formatPhoneDisplay } from "~/domain/phone";
import { useSiteSettings } from "~/site-settings";
import { BrandLogo } from "../brand-logo";
import { ChatInput } from "./chat-input";
import { ChatMessages } from "./chat-messages";
import { useChat } from "./use-chat";

/** SPEC §2 chat screen: logo, messages that scroll to the newest, typing indicator, answer controls, progress. */
export function ChatScreen({ formToken, newsletterConfirms }: { formToken: string; newsletterConfirms: boolean }) {
  const { brand, phone, currentYear } = useSiteSettings();
  const ctx: FlowContext = useMemo(
    () => ({ brand, currentYear, phoneDisplay: formatPhoneDisplay(phone), newsletterConfirms }),
    [brand, currentYear, phone, newsletterConfirms],
  );
  const { chat, typing, error, submit, edit, restart, honeypot } = useChat(ctx, formToken);
  const end = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message, the typing dots and an error are the triggers.
  useEffect(() => {
    end.current?.scrollIntoView({ behavior: "smooth", block: "end" });
  }, [chat?.items.length, typing, error]);

  const done = Math.round((chat ? progress(chat.state) : 0) * 100);

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
          <a href="/" aria-label={`${brand} home`}>
            <BrandLogo />
          </a>
          {chat ? (
            <button type="button" onClick={restart} className="text-sm text-slate-600 underline hover:text-slate-900">
              Start over
            </button>
          ) : null}
        </div>
        <div
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={done}
          className="h-1 bg-slate-100"
        >
          <div className="h-1 bg-brand-600 transition-all motion-reduce:transition-none" style={{ width: `${done}%` }} />
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4">
        {/* Server-rendered, so the first paint already says what the page is; larger than any of the first
            messages, which arrive later with their typing delays, so it is the page's LCP (issue 14.4). */}
        <div className="border-b border-slate-100 pt-6 pb-5">
          <h1 className="text-2xl font-bold text-brand-900">{CHAT_PAGE.title(brand)}</h1>
          <p className="mt-2 text-lg text-slate-700">{CHAT_PAGE.intro}</p>
        </div>
        <div role="log" aria-live="polite" aria-label="Conversation" className="flex-1 py-6">
          {chat ? <ChatMessages items={chat.items} phone={phone} canEdit={!typing && chat.state.strikes < 3} onEdit={edit} /> : null}
          {typing ? (
            <p className="mt-3 inline-flex items-center gap-1 rounded-2xl bg-slate-100 px-4 py-3">
              {/* A paragraph cannot be named (aria-label); the log announces this text instead. */}
              <span className="sr-only">The assistant is typing</span>
              <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none" />
              <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms] motion-reduce:animate-none" />
              <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms] motion-reduce:animate-none" />
            </p>
          ) : null}
          <div ref={end} />
        </div>
        {chat && !chat.state.ended && !typing ? (
          <div className="sticky bottom-0 border-t border-slate-200 bg-white py-4">
            <ChatInput
              node={chat.state.current}
              answers={chat.state.answers}
              ctx={ctx}
              sessionId={chat.sessionId}
              disabled={typing}
              error={error}
              onSubmit={(reply, display) => void submit(reply, display)}
            />
          </div>
        ) : null}
        {/* Honeypot, as on the lead forms (SPEC §4): invisible to people and screen readers, sent with the lead's creation. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="chat-website">Website</label>
          <input id="chat-website" name="website" ref={honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <noscript>
          <p className="py-6 text-center">
            The assistant needs JavaScript. You can also call us at <a href={`tel:+1${phone}`}>{formatPhoneDisplay(phone)}</a>.
          </p>
        </noscript>
      </main>
    </div>
  );
}
