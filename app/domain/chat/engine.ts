import { DEALER_QUOTE_PATH } from "./dealer-quote-path";
import { CHAT_FLOW, NODE_KEYS, type Answers, type ChatNode, type FlowContext, type NodeKey } from "./flow";
import { genuineError, skipAnswer } from "./free-text";
import type { ScreenedAs } from "./inappropriate";
import { CHAT_LIMITS, NOT_SURE } from "./messages";

/** Kept in the browser between reloads; a different version starts over. */
export const CHAT_STATE_VERSION = 1;

export type ChatState = {
  version: typeof CHAT_STATE_VERSION;
  answers: Answers;
  /** Questions answered by the query string (SPEC §2), never asked. */
  prefilled: NodeKey[];
  /** Questions asked and answered, in order: the Edit links rewind along this list. */
  asked: NodeKey[];
  current: NodeKey;
  strikes: number;
  ended: boolean;
};

export type Reply = string | string[] | number;
/**
 * SPEC §5's check for profanity, slurs, self-harm and sexual words (inappropriate.ts). The engine is
 * handed it rather than importing it, so it stays synchronous while the browser loads the word list late.
 */
export type InappropriateCheck = (text: string, as?: ScreenedAs) => boolean;
export type Step = { state: ChatState; passed: NodeKey[] };
export type AnswerResult = ({ ok: true } & Step) | { ok: false; error: string; state: ChatState };

const isNodeKey = (key: string): key is NodeKey => (NODE_KEYS as readonly string[]).includes(key);
const isQuestion = (node: ChatNode) => node.kind !== "message";
/** A phone number or an email address is screened by its letters (inappropriate.ts); everything else as a message. */
const screenedAs = (node: ChatNode): ScreenedAs =>
  node.kind === "text" && (node.inputMode === "tel" || node.inputMode === "email") ? "contact" : "message";

const endedMessage = (ctx: FlowContext) => ctx.t("chat.error.ended", { phone: ctx.phoneDisplay });

/** SPEC §2: vehicleType, knowsVehicle and a 5-digit zipCode only when valid; make and model as given; budget kept as a hint. */
export function prefillFromQuery(query: URLSearchParams): { answers: Answers; prefilled: NodeKey[] } {
  const answers: Answers = {};
  const prefilled: NodeKey[] = [];
  const take = (key: NodeKey, value: string | null, valid: (v: string) => boolean) => {
    const v = value?.trim() ?? "";
    if (v && valid(v)) {
      answers[key] = v;
      prefilled.push(key);
    }
  };
  take("vehicleType", query.get("vehicleType"), (v) => ["new", "used", "cpo"].includes(v));
  take("knowsVehicle", query.get("knowsVehicle"), (v) => ["yes", "exploring"].includes(v));
  take("make", query.get("make"), (v) => v.length <= CHAT_LIMITS.answerMaxLength);
  take("model", query.get("model"), (v) => v.length <= CHAT_LIMITS.answerMaxLength);
  take("zipCode", query.get("zipCode"), (v) => /^\d{5}$/.test(v));
  const budget = query.get("budget")?.trim();
  if (budget) answers.budgetHint = budget.slice(0, 60);
  return { answers, prefilled };
}

export function startChat(query: URLSearchParams): Step {
  const { answers, prefilled } = prefillFromQuery(query);
  const base: ChatState = { version: CHAT_STATE_VERSION, answers, prefilled, asked: [], current: "greeting", strikes: 0, ended: false };
  return walk(base, "greeting");
}

/** Moves from `from` to the next question, collecting the messages passed on the way. */
function walk(state: ChatState, from: NodeKey): Step {
  const passed: NodeKey[] = [];
  let key = from;
  for (let guard = 0; guard < NODE_KEYS.length * 2; guard++) {
    const node = CHAT_FLOW[key];
    if (node.kind === "message") {
      passed.push(key);
      if (node.end) return { state: { ...state, current: key, ended: true }, passed };
      key = node.next(state.answers);
    } else if (state.prefilled.includes(key)) {
      key = node.next(state.answers);
    } else {
      return { state: { ...state, current: key }, passed };
    }
  }
  throw new Error(`chat flow loops from ${from}`);
}

/** Checks one reply against its question (SPEC §5) and gives the value to store. */
export function validateReply(key: NodeKey, reply: Reply, answers: Answers, ctx: FlowContext): { value: Reply } | { error: string } {
  const node = CHAT_FLOW[key];
  switch (node.kind) {
    case "choice": {
      const value = String(reply);
      if (node.optional && value === NOT_SURE) return { value };
      return node.choices(answers, ctx).some((c) => c.value === value) ? { value } : { error: ctx.t("chat.error.choice") };
    }
    case "multi": {
      const values = Array.isArray(reply) ? reply : [];
      const known = node.choices(answers, ctx).map((c) => c.value);
      const ok =
        values.length >= 1 && values.length <= node.max && new Set(values).size === values.length && values.every((v) => known.includes(v));
      return ok ? { value: values } : { error: ctx.t("chat.error.priorities") };
    }
    case "slider": {
      const range = node.range(answers);
      const value = typeof reply === "number" ? reply : Number(reply);
      return Number.isFinite(value) && value >= range.min && value <= range.max ? { value } : { error: ctx.t("chat.error.choice") };
    }
    case "file": {
      const value = String(reply);
      if (skipAnswer(value)) return { value: NOT_SURE };
      return DEALER_QUOTE_PATH.test(value) ? { value } : { error: ctx.t("chat.error.uploadFailed") };
    }
    case "text": {
      const text = String(reply);
      if (node.optional) {
        const skipped = skipAnswer(text);
        if (skipped) return { value: skipped };
      }
      if (node.allowEmpty && text.trim() === "") return { value: "" };
      // A phone is checked by its own rules: "+1 (415) 555-0142" has no vowels, and is no gibberish.
      const problem = node.validate(text, answers, ctx) ?? (node.inputMode === "tel" ? undefined : genuineError(text));
      if (problem) return { error: ctx.t(problem.key, problem.values) };
      return { value: node.normalize ? node.normalize(text) : text.trim() };
    }
    case "message":
      return { error: ctx.t("chat.error.choice") };
  }
}

/**
 * Answers the current question. Free text is screened first: an inappropriate message costs a strike,
 * and the third ends the chat (SPEC §4). `extras` carries values the client learned on the way (the
 * follow-up classification and reply).
 */
export function answer(
  state: ChatState,
  reply: Reply,
  ctx: FlowContext,
  isInappropriate: InappropriateCheck,
  extras: Answers = {},
): AnswerResult {
  if (state.ended) return { ok: false, error: endedMessage(ctx), state };
  const key = state.current;
  if (typeof reply === "string" && isInappropriate(reply, screenedAs(CHAT_FLOW[key]))) {
    const strikes = state.strikes + 1;
    const ended = strikes >= CHAT_LIMITS.inappropriateLimit;
    return { ok: false, error: ended ? endedMessage(ctx) : ctx.t("chat.error.inappropriate"), state: { ...state, strikes, ended } };
  }
  const checked = validateReply(key, reply, state.answers, ctx);
  if ("error" in checked) return { ok: false, error: checked.error, state };
  const answers = { ...state.answers, ...extras, [key]: checked.value };
  const next = CHAT_FLOW[key].next(answers);
  return { ok: true, ...walk({ ...state, answers, asked: [...state.asked, key] }, next) };
}

/** Editing an earlier answer rewinds the conversation to that question (SPEC §4). */
export function rewind(state: ChatState, key: NodeKey): ChatState {
  const index = state.asked.indexOf(key);
  if (index < 0) return state;
  const kept = new Set<string>([...state.asked.slice(0, index), ...state.prefilled, "budgetHint"]);
  const answers = Object.fromEntries(Object.entries(state.answers).filter(([k]) => kept.has(k)));
  return { ...state, answers, asked: state.asked.slice(0, index), current: key, ended: false };
}

/** Share of the likely path already answered, following the current answers (unanswered branches take their default). */
export function progress(state: ChatState): number {
  if (state.ended) return 1;
  let remaining = 0;
  let key: NodeKey = state.current;
  const seen = new Set<NodeKey>();
  while (!seen.has(key)) {
    seen.add(key);
    const node = CHAT_FLOW[key];
    if (node.kind === "message" && node.end) break;
    if (isQuestion(node) && !state.prefilled.includes(key)) remaining += 1;
    key = node.next(state.answers);
  }
  return state.asked.length / (state.asked.length + remaining);
}

// Read as own keys only: "constructor", "valueOf" or "__defineGetter__" would find Object.prototype's functions.
const EXTRA_KEYS: Record<string, (v: unknown) => boolean> = {
  budgetHint: (v) => typeof v === "string" && v.length <= 60,
  followUpClass: (v) => typeof v === "string" && ["DONE", "PRICING", "PROCESS", "TRADEIN", "INVENTORY", "OTHER"].includes(v),
  followUpReply: (v) => typeof v === "string" && v.length <= 1000,
};

/** The server's check of a whole answer set: every value must pass its question's own rule. */
export function invalidAnswers(answers: Answers, ctx: FlowContext, isInappropriate: InappropriateCheck): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value === undefined) continue;
    if (isNodeKey(key) && CHAT_FLOW[key].kind !== "message") {
      if (typeof value === "string" && isInappropriate(value, screenedAs(CHAT_FLOW[key]))) errors[key] = ctx.t("chat.error.inappropriate");
      else {
        const checked = validateReply(key, value, answers, ctx);
        if ("error" in checked) errors[key] = checked.error;
      }
    } else if (!(Object.hasOwn(EXTRA_KEYS, key) && EXTRA_KEYS[key]?.(value))) {
      errors[key] = "Unknown answer";
    }
  }
  return errors;
}
