import { useCallback, useRef, type RefObject } from "react";
import { FORM_LIMITS } from "#app/domain/constants";
import type { LeadLanguage } from "#app/domain/lead-language";
import { browserPageContext } from "#app/components/browser-page-context";
import { createChatLead, reportSessionStrike, reportStrike as postStrike, updateChatLead, type Screened, type Stale } from "./chat-api";
import { conversationOf } from "./chat-items";
import { endedByStrikes } from "./chat-storage";
import type { SavedChat } from "./saved-chat";

type Options = {
  chatRef: RefObject<SavedChat | null>;
  update: (change: (c: SavedChat) => SavedChat) => void;
  endChat: () => Promise<void>;
  /** The page's signed form token: the lead's creation carries it, as the lead forms do. */
  formToken: string;
  /** The page's language: every save sends it, so the lead and its request keep it. */
  language: LeadLanguage;
};

/** Pauses between save attempts; after the last, the next answer retries. */
const SAVE_RETRY_PAUSES_MS = [1000, 3000, 0];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The chat lead on the server: created on the first answer after the ZIP (SPEC §4), updated after each
 * answer with everything, so a failed save is made good by the next. An inappropriate message is
 * reported to the server, which counts it for the session with or without a lead.
 * Calls run one after another, so a strike never races the creation of the lead it counts on.
 */
export function useChatLead({ chatRef, update, endChat, formToken, language }: Options) {
  const calls = useRef<Promise<void>>(Promise.resolve());
  const token = useRef(formToken);
  const honeypot = useRef<HTMLInputElement>(null);
  const shownAt = useRef(Date.now());

  const queue = useCallback((work: () => Promise<void>) => {
    calls.current = calls.current.then(work).catch((failure: unknown) => console.error("chat lead call failed", failure));
    return calls.current;
  }, []);

  /**
   * A call that carries the page's form token and honeypot; a fresh token (the page's expired or was used)
   * is taken and the call sent again.
   */
  const screened = useCallback(async <T extends { kind: string }>(send: (proof: Screened) => Promise<T | Stale>): Promise<T> => {
    // SPEC §4 takes a save within 3 s of the page for a bot's; this page waits rather than be taken for one.
    await pause(shownAt.current + FORM_LIMITS.minFillTimeMs + 250 - Date.now());
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await send({ formToken: token.current, honeypot: honeypot.current?.value ?? "" });
      if (!isStale(answer)) return answer;
      // Nothing is lost: the fresh token sends the same call again.
      token.current = answer.formToken;
    }
    throw new Error("the chat's call refused a fresh form token");
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
              const saved = await updateChatLead(c.lead, bodyOf(c, language));
              if (saved.kind === "ended") return await endChat();
              const page = saved.page;
              if (page && page !== c.lead.page) update((latest) => (latest.lead ? { ...latest, lead: { ...latest.lead, page } } : latest));
            } else {
              const answer = await screened((proof) => createChatLead({ ...bodyOf(c, language), ...proof }));
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
    [chatRef, endChat, language, queue, screened, update],
  );

  /** The server's count stands (kept per session): the browser takes the higher of the two, and ends at three. */
  const reportStrike = useCallback(
    (text: string) =>
      queue(async () => {
        const c = chatRef.current;
        if (!c) return;
        const counted = c.lead
          ? await postStrike(c.lead, { ...bodyOf(c, language), strike: text })
          : (await screened((proof) => reportSessionStrike({ ...bodyOf(c, language), ...proof, strike: text }))).counted;
        update((latest) => ({ ...latest, state: { ...latest.state, strikes: Math.max(latest.state.strikes, counted.strikes) } }));
        if (counted.ended) await endChat();
      }),
    [chatRef, endChat, language, queue, screened, update],
  );

  /** The page's current form token: an upload sends it when the chat holds no lead yet. */
  const currentFormToken = useCallback(() => token.current, []);

  return { saveLead, reportStrike, honeypot, currentFormToken };
}

const isStale = <T extends { kind: string }>(answer: T | Stale): answer is Stale => answer.kind === "stale" && "formToken" in answer;

function bodyOf(chat: SavedChat, language: LeadLanguage) {
  return {
    language,
    sessionId: chat.sessionId,
    answers: chat.state.answers,
    conversation: conversationOf(chat.items),
    context: browserPageContext(),
  };
}
