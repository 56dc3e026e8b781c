import { useCallback, useEffect, useRef, useState } from "react";
import { cannedReaction, REACTION_KEYS } from "#app/domain/chat/canned-replies";
import { answer, rewind, type Reply } from "#app/domain/chat/engine";
import type { Answers, FlowContext, NodeKey } from "#app/domain/chat/flow";
import { classifyByPattern } from "#app/domain/chat/follow-up";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import type { LeadLanguage } from "#app/domain/lead-language";
import { browserPageContext } from "#app/components/browser-page-context";
import { asFollowUpClass, fetchReply } from "./chat-api";
import { botTurn, openingChat } from "./bot-turn";
import { conversationOf, itemId, type ChatItem } from "./chat-items";
import { clearChat, endedByStrikes, loadChat, nothingAnswered, saveChat } from "./chat-storage";
import { loadInappropriateCheck } from "./inappropriate-check";
import type { SavedChat } from "./saved-chat";
import { typingDelay } from "./typing-delay";
import { useChatLead } from "./use-chat-lead";
import { useQuoteSummary } from "./use-quote-summary";

/**
 * The conversation in the browser: walks the flow engine, shows bot messages with typing delays, keeps
 * the state across reloads and saves the lead (use-chat-lead.ts). An inappropriate message is reported
 * to the server, whose count stands; the third ends the chat, and a reload shows the ending again.
 */
export function useChat(ctx: FlowContext, formToken: string, search: string, language: LeadLanguage) {
  // The server renders the greeting and the first question; hydration starts from the same chat.
  const [chat, setChat] = useState<SavedChat>(() => openingChat(search, ctx));
  const [typing, setTyping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chatRef = useRef<SavedChat>(chat);
  const busy = useRef(false);
  // After "Start over" nothing is saved again, not even by a save still on its way.
  const stopped = useRef(false);

  const update = useCallback((change: (c: SavedChat) => SavedChat) => {
    const current = chatRef.current;
    if (!current || stopped.current) return;
    const next = change(current);
    chatRef.current = next;
    saveChat(next);
    setChat(next);
  }, []);

  const say = useCallback(
    async (entries: ChatItem[]) => {
      for (const entry of entries) {
        if (entry.type === "bot") {
          setTyping(true);
          await typingDelay();
          setTyping(false);
        }
        update((c) => ({ ...c, items: [...c.items, entry] }));
      }
    },
    [update],
  );

  /** SPEC §8: the three-strike ending, said once, whichever count reached three first. */
  const endChat = useCallback(async () => {
    const current = chatRef.current;
    if (!current || endedByStrikes(current)) return;
    const strikes = Math.max(current.state.strikes, CHAT_LIMITS.inappropriateLimit);
    update((c) => ({ ...c, state: { ...c.state, strikes, ended: true } }));
    await say([{ id: itemId(), type: "bot", text: endedText(ctx) }]);
  }, [ctx, say, update]);

  const { saveLead, reportStrike, honeypot, currentFormToken } = useChatLead({ chatRef, update, endChat, formToken, language });
  const watchQuote = useQuoteSummary({ chatRef, update });

  /** The chat as the page opens: the saved one resumed, its ending shown again, or a fresh start. */
  const begin = useCallback(
    (saved: SavedChat | null) => {
      if (saved && endedByStrikes(saved)) {
        // The ending stands after a reload: shown again, not a fresh count.
        const shown: SavedChat = { ...saved, items: [{ id: itemId(), type: "bot", text: endedText(ctx) }] };
        chatRef.current = shown;
        setChat(shown);
        return;
      }
      // A chat with nothing answered yet starts over rather than resumes: the opening in this page's language
      // (a visitor who opened the English chat, then switched to Español), and no save to send again.
      if (saved && !saved.state.ended && !nothingAnswered(saved)) {
        chatRef.current = saved;
        setChat(saved);
        // A save cut short by the reload is sent again; it resends everything, so it is harmless when nothing was lost.
        void saveLead();
        return;
      }
      clearChat();
      // The opening the page already shows, the greeting in full, now with this tab's session.
      const fresh: SavedChat = { ...openingChat(search, ctx), sessionId: browserSessionId(), startedAt: Date.now() };
      chatRef.current = fresh;
      saveChat(fresh);
      setChat(fresh);
    },
    [ctx, saveLead, search],
  );

  useEffect(() => {
    let open = true;
    void loadChat().then((saved) => {
      if (open) begin(saved);
    });
    return () => {
      open = false;
    };
  }, [begin]);

  const submit = useCallback(
    async (reply: Reply, display: string) => {
      const current = chatRef.current;
      if (!current || busy.current || current.state.ended) return;
      busy.current = true;
      try {
        const isInappropriate = await loadInappropriateCheck().catch(() => undefined);
        if (!isInappropriate) {
          setError(ctx.t("chat.error.notChecked"));
          return;
        }
        const key = current.state.current;
        const history = conversationOf(current.items).slice(-CHAT_LIMITS.historyTurns);
        const request = (questionContext: string, specificInstruction: string) => ({
          answerValue: String(reply),
          answerDisplay: display,
          questionContext,
          context: contextLine(current.state.answers),
          specificInstruction,
          conversationHistory: history,
          language,
        });
        const extras: Answers = {};
        if (key === "followUpText" && typeof reply === "string") {
          setTyping(true);
          const verdict = asFollowUpClass(await fetchReply(request("followUpAnalysis", "Classify the visitor's message.")));
          extras.followUpClass = verdict ?? classifyByPattern(reply);
          if (extras.followUpClass !== "DONE") {
            const informative = await fetchReply(request("followUp", "Answer the question in one or two sentences."), current.lead);
            if (informative) extras.followUpReply = informative;
          }
          setTyping(false);
        }
        const result = answer(current.state, reply, ctx, isInappropriate, extras);
        if (!result.ok) {
          if (result.state.strikes !== current.state.strikes) {
            update((c) => ({ ...c, state: result.state, items: [...c.items, { id: itemId(), type: "user", text: display, node: key }] }));
            // The server keeps the count for the session; unreachable, the browser's own count still ends the chat.
            void reportStrike(String(reply));
            await say([{ id: itemId(), type: "bot", text: result.error }]);
          } else setError(result.error);
          return;
        }
        setError(null);
        update((c) => ({ ...c, state: result.state, items: [...c.items, { id: itemId(), type: "user", text: display, node: key }] }));
        void saveLead();
        // An uploaded quote is read in the background; its summary joins the conversation when it comes.
        if (key === "dealerQuoteUpload" && typeof reply === "string" && reply.startsWith("dealer-quotes/")) watchQuote();
        const reaction = REACTION_KEYS.has(key)
          ? ((await fetchReply(request(key, "Reply warmly in one short sentence. Do not ask a question."))) ??
            cannedReaction(key, result.state.answers, ctx.t))
          : undefined;
        await say([
          ...(reaction ? [{ id: itemId(), type: "bot" as const, text: reaction }] : []),
          ...botTurn(result.state, result.passed, ctx),
        ]);
        if (result.state.ended) void saveLead();
      } finally {
        setTyping(false);
        busy.current = false;
      }
    },
    [ctx, language, reportStrike, saveLead, say, update, watchQuote],
  );

  const edit = useCallback(
    (key: NodeKey) => {
      const current = chatRef.current;
      if (!current || busy.current) return;
      const at = current.items.findIndex((item) => item.type === "user" && item.node === key);
      if (at < 0) return;
      setError(null);
      update((c) => ({ ...c, state: rewind(c.state, key), items: c.items.slice(0, at) }));
    },
    [update],
  );

  /** "Start over" clears everything the browser kept; a chat the server ended stays ended. */
  const restart = useCallback(() => {
    stopped.current = true;
    clearChat();
    window.location.assign(window.location.pathname);
  }, []);

  return { chat, typing, error, submit, edit, restart, honeypot, currentFormToken };
}

const endedText = (ctx: FlowContext) => ctx.t("chat.error.ended", { phone: ctx.phoneDisplay });

function browserSessionId(): string {
  return browserPageContext().sessionId ?? itemId();
}

function contextLine(answers: Answers): string {
  const parts = [
    ["name", answers.name],
    ["vehicle type", answers.vehicleType],
    ["timeline", answers.timeline],
    ["make", answers.make],
  ];
  return parts
    .filter(([, v]) => typeof v === "string")
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(", ");
}
