import type { MessageKey } from "~/i18n/messages/en";
import { LEAD_FORM_MESSAGES } from "../constants";

// What the chat shows comes from the catalogue (app/i18n/messages, namespace `chat`). The
// rules return a message's key, and its values when it has any; the engine says it in the page's
// language (FlowContext.t), the server in English.

/**
 * A catalogue message in the page's language: the page's translator in the browser
 * (app/i18n/translate.ts), the English one on the server (english.ts), whose checks keep SPEC's wording.
 */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A rule's message: a catalogue key, or a key and the values it takes; `rule` is a lead form rule's
 * message the catalogue does not hold, shown as it is.
 */
export type ChatProblem = MessageKey | [MessageKey, Record<string, string | number>] | { rule: string };

const FORM_RULE_NAMES = Object.keys(LEAD_FORM_MESSAGES) as (keyof typeof LEAD_FORM_MESSAGES)[];

/**
 * The phone and email questions' rules are the lead forms' (SPEC §5), whose messages are SPEC's English:
 * the chat says them from the catalogue, by the rule's name (form.error.*), in the page's language.
 */
export function formRule(message: string | undefined): ChatProblem | undefined {
  if (message === undefined) return undefined;
  const name = FORM_RULE_NAMES.find((rule) => LEAD_FORM_MESSAGES[rule] === message);
  if (name) return `form.error.${name}`;
  const suggestion = /^Did you mean (\S+@\S+)\?$/.exec(message)?.[1];
  return suggestion ? ["form.error.didYouMean", { address: suggestion }] : { rule: message };
}

/** What a skipped optional answer is stored as (SPEC §5). */
export const NOT_SURE = "I'm not sure";

export const CHAT_LIMITS = {
  answerMaxLength: 50,
  nameMaxLength: 50,
  firstYear: 1990,
  yearsAhead: 2,
  maxMileage: 500_000,
  maxUploadBytes: 10 * 1024 * 1024,
  /** Ours: uploads one chat lead may make, counted in D1 (its chat quote checks). */
  maxUploadsPerLead: 5,
  typingDelayMs: { min: 500, max: 1500 },
  inappropriateLimit: 3,
  /** Ours: the browser forgets a chat this long after it began. */
  storageDays: 7,
  historyTurns: 4,
  // The browser waits this long for a reply, then uses its canned one; the server gives up on Workers
  // AI a little earlier, so its answer (or its 503) always arrives in time.
  replyTimeoutMs: 4000,
  aiTimeoutMs: 3500,
  articleCount: 6,
} as const;
