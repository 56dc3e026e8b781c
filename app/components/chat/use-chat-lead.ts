import { useCallback, useRef, type RefObject } from "react";
import type { StrikeAnswer } from "~/domain/chat/api-schemas";
import { FORM_LIMITS } from "~/domain/constants";
import { browserPageContext } from "../browser-page-context";
import { createChatLead, reportStrike as postStrike, updateChatLead, type CreateAnswer } from "./chat-api";
import { conversationOf } from "./chat-items";
import { endedByStrikes, type SavedChat } from "./chat-storage";

type Options = {
  chatRef: RefObject<SavedChat | null>;
  update: (change: (c: SavedChat) => SavedChat) => void;
  endChat: () => Promise<void>;
  /** The page's signed form token: the lead's creation carries it, as the lead forms do (issue 13, item 4). */
  formToken: string;
};

/** Pauses between save attempts; after the last, the next answer retries. */
const SAVE_RETRY_PAUSES_MS = [1000, 3000, 0];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The chat lead on the server: created on the first answer after the ZIP (SPEC §4), or by the first
 * inappropriate message; updated after each answer with everything, so a failed save is made good by the
 * next. Calls run one after another, so a strike never races the creation it may need.
 */
export function useChatLead({ chatRef, update, endChat, formToken }: Options) {
  const calls = useRef<Promise<void>>(Promise.resolve());
  const token = useRef(formToken);
  const honeypot = useRef<HTMLInputElement>(null);
  const shownAt = useRef(Date.now());

  const queue = useCallback((work: () => Promise<void>) => {
    calls.current = calls.current.then(work).catch((failure: unknown) => console.error("chat lead call failed", failure));
    return calls.current;
  }, []);

  const create = useCallback(async (chat: SavedChat, strike?: string): Promise<Exclude<CreateAnswer, { kind: "stale" }>> => {
    // SPEC §4 takes a save within 3 s of the page for a bot's; this page waits rather than be taken for one.
    await pause(shownAt.current + FORM_LIMITS.minFillTimeMs + 250 - Date.now());
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await createChatLead({ ...bodyOf(chat), formToken: token.current, honeypot: honeypot.current?.value ?? "", ...(strike ? { strike } : {}) });
      if (answer.kind !== "stale") return answer;
      // The page's token expired (a chat left open for hours) or was used: the fresh one saves with nothing lost.
      token.current = answer.formToken;
    }
    throw new Error("chat lead create refused a fresh form token");
  }, []);

  const saveLead = useCallback(
    () =>
      queue(async () => {
        const c = chatRef.current;
        if (!c || endedByStrikes(c)) return;
        // SPEC §4: the lead is created on the first answer after the ZIP.
        if (!c.lead && (c.state.answers.zipCode === undefined || c.state.asked.at(-1) === "zipCode")) return;
        for (const [attempt, wait] of SAVE_RETRY_PAUSES_MS.entries()) {
          try {
            if (c.lead) {
              if ((await updateChatLead(c.lead, bodyOf(c))) === "ended") return await endChat();
            } else {
              const answer = await create(c);
              // This browser session's chat was ended for inappropriate messages: the ending stands.
              if (answer.kind === "ended") return await endChat();
              update((latest) => ({ ...latest, lead: answer.lead }));
            }
            return;
          } catch (failure) {
            console.error(`chat lead save failed (attempt ${attempt + 1}); retrying`, failure);
            await pause(wait);
          }
        }
        // Every save sends the whole conversation, so the next answer (or the next visit) saves what this one could not.
      }),
    [chatRef, create, endChat, queue, update],
  );

  /** Issue 11, item 3: the server counts the strike with the lead (creating it if need be); its count stands. */
  const reportStrike = useCallback(
    (text: string) =>
      queue(async () => {
        const c = chatRef.current;
        if (!c) return;
        let counted: StrikeAnswer = { strikes: 1, ended: false };
        if (c.lead) counted = await postStrike(c.lead, { ...bodyOf(c), strike: text });
        else {
          const answer = await create(c, text);
          if (answer.kind === "ended") return await endChat();
          update((latest) => ({ ...latest, lead: answer.lead }));
        }
        update((latest) => ({ ...latest, state: { ...latest.state, strikes: Math.max(latest.state.strikes, counted.strikes) } }));
        if (counted.ended) await endChat();
      }),
    [chatRef, create, endChat, queue, update],
  );

  return { saveLead, reportStrike, honeypot };
}

function bodyOf(chat: SavedChat) {
  return { sessionId: chat.sessionId, answers: chat.state.answers, conversation: conversationOf(chat.items), context: browserPageContext() };
}
