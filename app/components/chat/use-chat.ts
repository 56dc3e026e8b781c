import { useCallback, useEffect, useRef, useState } from "react";
import { cannedReaction, REACTION_KEYS } from "~/domain/chat/canned-replies";
import { answer, rewind, startChat, type ChatState, type Reply } from "~/domain/chat/engine";
import { CHAT_FLOW, suggestionsFor, type Answers, type FlowContext, type NodeKey } from "~/domain/chat/flow";
import { classifyByPattern } from "~/domain/chat/follow-up";
import { CHAT_LIMITS } from "~/domain/chat/messages";
import { browserPageContext } from "../browser-page-context";
import { asFollowUpClass, createChatLead, fetchReply, updateChatLead } from "./chat-api";
import { conversationOf, itemId, type ChatItem } from "./chat-items";
import { clearChat, loadChat, saveChat, type SavedChat } from "./chat-storage";
import { typingDelay } from "./typing-delay";

/**
 * The conversation in the browser: walks the flow engine, shows bot messages with typing delays, keeps
 * the state across reloads and saves the lead (created on the first answer after the ZIP, updated after
 * each answer). A failed save is logged and retried with the next answer, which resends everything.
 */
/** Pauses between save attempts; after the last, the next answer retries. */
const SAVE_RETRY_PAUSES_MS = [1000, 3000, 0];

export function useChat(ctx: FlowContext) {
  const [chat, setChat] = useState<SavedChat | null>(null);
  const [typing, setTyping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chatRef = useRef<SavedChat | null>(null);
  const busy = useRef(false);
  const saves = useRef<Promise<void>>(Promise.resolve());

  const update = useCallback((change: (c: SavedChat) => SavedChat) => {
    const current = chatRef.current;
    if (!current) return;
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

  const saveLead = useCallback(() => {
    saves.current = saves.current.then(async () => {
      const c = chatRef.current;
      if (!c || c.state.answers.zipCode === undefined) return;
      // SPEC §4: the lead is created on the first answer after the ZIP.
      if (!c.lead && c.state.asked.at(-1) === "zipCode") return;
      const body = { sessionId: c.sessionId, answers: c.state.answers, conversation: conversationOf(c.items), context: browserPageContext() };
      for (const [attempt, pause] of SAVE_RETRY_PAUSES_MS.entries()) {
        try {
          if (c.lead) await updateChatLead(c.lead, body);
          else {
            const lead = await createChatLead(body);
            update((latest) => ({ ...latest, lead }));
          }
          return;
        } catch (failure) {
          console.error(`chat lead save failed (attempt ${attempt + 1}); retrying`, failure);
          await new Promise((resolve) => setTimeout(resolve, pause));
        }
      }
      // Every save sends the whole conversation, so the next answer (or the next visit) saves what this one could not.
    });
    return saves.current;
  }, [update]);

  /** Bot messages for the nodes just passed and the next question's prompt. */
  const botTurn = useCallback(
    (state: ChatState, passed: NodeKey[]): ChatItem[] => {
      const entries: ChatItem[] = [];
      for (const key of passed) {
        entries.push({ id: itemId(), type: "bot", text: CHAT_FLOW[key].prompt(state.answers, ctx) });
        const node = CHAT_FLOW[key];
        if (node.kind === "message" && node.content === "articles") entries.push({ id: itemId(), type: "articles" });
        if (node.kind === "message" && node.content === "completion") entries.push({ id: itemId(), type: "completion" });
        if (node.kind === "message" && node.content === "suggestions") entries.push({ id: itemId(), type: "suggestions", models: suggestionsFor(state.answers) });
      }
      if (!state.ended) entries.push({ id: itemId(), type: "bot", text: CHAT_FLOW[state.current].prompt(state.answers, ctx) });
      return entries;
    },
    [ctx],
  );

  useEffect(() => {
    const saved = loadChat();
    if (saved && !saved.state.ended) {
      chatRef.current = saved;
      setChat(saved);
      // A save cut short by the reload is sent again; it resends everything, so it is harmless when nothing was lost.
      void saveLead();
      return;
    }
    clearChat();
    const { state, passed } = startChat(new URLSearchParams(window.location.search));
    const fresh: SavedChat = { version: state.version, state, items: [], lead: null, sessionId: browserPageContext().sessionId ?? itemId() };
    chatRef.current = fresh;
    setChat(fresh);
    // The greeting is typed on screen (50 ms per character), so it appears without a typing delay.
    const [greeting, ...rest] = botTurn(state, passed);
    if (greeting) update((c) => ({ ...c, items: [greeting] }));
    busy.current = true;
    void say(rest).finally(() => {
      busy.current = false;
    });
  }, [botTurn, saveLead, say, update]);

  const submit = useCallback(
    async (reply: Reply, display: string) => {
      const current = chatRef.current;
      if (!current || busy.current || current.state.ended) return;
      busy.current = true;
      try {
        const key = current.state.current;
        const history = conversationOf(current.items).slice(-CHAT_LIMITS.historyTurns);
        const request = (questionContext: string, specificInstruction: string) => ({
          answerValue: String(reply),
          answerDisplay: display,
          questionContext,
          context: contextLine(current.state.answers),
          specificInstruction,
          conversationHistory: history,
        });
        const extras: Answers = {};
        if (key === "followUpText" && typeof reply === "string") {
          setTyping(true);
          const verdict = asFollowUpClass(await fetchReply(request("followUpAnalysis", "Classify the visitor's message.")));
          extras.followUpClass = verdict ?? classifyByPattern(reply);
          if (extras.followUpClass !== "DONE") {
            const informative = await fetchReply(request("followUp", "Answer the question in one or two sentences."));
            if (informative) extras.followUpReply = informative;
          }
          setTyping(false);
        }
        const result = answer(current.state, reply, ctx, extras);
        if (!result.ok) {
          if (result.state.strikes !== current.state.strikes) {
            update((c) => ({ ...c, state: result.state, items: [...c.items, { id: itemId(), type: "user", text: display, node: key }] }));
            await say([{ id: itemId(), type: "bot", text: result.error }]);
          } else setError(result.error);
          return;
        }
        setError(null);
        update((c) => ({ ...c, state: result.state, items: [...c.items, { id: itemId(), type: "user", text: display, node: key }] }));
        void saveLead();
        const reaction = REACTION_KEYS.has(key)
          ? ((await fetchReply(request(key, "Reply warmly in one short sentence. Do not ask a question."))) ?? cannedReaction(key, result.state.answers))
          : undefined;
        await say([...(reaction ? [{ id: itemId(), type: "bot" as const, text: reaction }] : []), ...botTurn(result.state, result.passed)]);
        if (result.state.ended) void saveLead();
      } finally {
        setTyping(false);
        busy.current = false;
      }
    },
    [botTurn, ctx, saveLead, say, update],
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

  const restart = useCallback(() => {
    clearChat();
    window.location.assign(window.location.pathname);
  }, []);

  return { chat, typing, error, submit, edit, restart };
}

function contextLine(answers: Answers): string {
  const parts = [["name", answers.name], ["vehicle type", answers.vehicleType], ["timeline", answers.timeline], ["make", answers.make]];
  return parts.filter(([, v]) => typeof v === "string").map(([k, v]) => `${k}: ${String(v)}`).join(", ");
}
