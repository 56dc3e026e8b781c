import type { ChatReplyBody } from "#app/domain/chat/api-schemas";
import { classifyByPattern, FOLLOW_UP_CLASSES, type FollowUpClass } from "#app/domain/chat/follow-up";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { CALLBACK_CLAIMS, CLAIMS, PRICES } from "#app/domain/constants";
import type { LeadLanguage } from "#app/domain/lead-language";
import { appConfig } from "#worker/config.server";
import { logError, logEvent } from "#worker/log.server";

type Message = { role: string; content: string };

/** A model call: Workers AI in production, a fake in tests (there is no local simulator). */
export type AiRunner = (messages: Message[], maxTokens: number) => Promise<unknown>;

export function workersAi(env: Env): AiRunner {
  const model = appConfig(env).CHAT_MODEL;
  // The model name is configuration, checked by Workers AI itself; the binding types it as a union of known names.
  return (messages, max_tokens) => env.AI.run(model as keyof AiModels, { messages, max_tokens });
}

export const AI_TIMEOUT_MS = CHAT_LIMITS.aiTimeoutMs;
const MAX_REPLY_CHARS = 600;

/**
 * The model answers in the chat page's language, in the words of docs/glossary-es.md. In Spanish it writes
 * as a native copywriter would, never word for word, and without assuming the visitor's gender: the same
 * rules the catalogue's own Spanish follows.
 */
const LANGUAGE_RULE: Record<LeadLanguage, string> = {
  en: "Answer in English.",
  es:
    "Answer in Spanish as spoken in the United States, addressing the visitor as usted; say asesor for advisor, " +
    "cotización for quote, intercambio for trade-in, pago inicial for down payment, concesionario for dealership and auto " +
    "for car. Write natural Spanish as a native copywriter would, never a word-for-word translation of English. You do not " +
    'know the visitor\'s gender: use forms that do not show one ("un asesor le llamará", "le ayudamos"), never "lo llamará", ' +
    '"la llamará", "bienvenido", "listo" or "satisfecho" about the visitor.',
};

function systemPrompt(brand: string, language: LeadLanguage): string {
  return [
    `You are the ${brand} assistant, helping people who will register a car in California buy it through our advisors.`,
    `Facts you may use: consultation free; Full-Service $${PRICES.fullService};`,
    `White-Glove $${PRICES.whiteGlove} with home or office delivery; certified pre-owned flat fee $${PRICES.cpoFlatFee};`,
    `average savings ${CLAIMS.averageSavings}; an advisor calls within ${CALLBACK_CLAIMS.chat}.`,
    "Never state any other price, discount or promise. Stay on the topic of buying a car. Answer in at most two short sentences.",
    LANGUAGE_RULE[language],
  ].join(" ");
}

async function runModel(ai: AiRunner, messages: Message[], maxTokens: number): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Workers AI timed out")), AI_TIMEOUT_MS);
  });
  const started = Date.now();
  const answer = await Promise.race([ai(messages, maxTokens), timeout]).finally(() => {
    clearTimeout(timer);
    logEvent("external_call", { service: "workers-ai", durationMs: Date.now() - started });
  });
  const text =
    typeof answer === "object" && answer !== null && "response" in answer && typeof answer.response === "string"
      ? answer.response.trim()
      : "";
  if (!text) throw new Error("Workers AI answered no text");
  return text.slice(0, MAX_REPLY_CHARS);
}

/** SPEC §7: a short reply to the visitor's answer; null when Workers AI cannot give one (the browser falls back). */
export async function chatReply(ai: AiRunner, brand: string, body: ChatReplyBody): Promise<string | null> {
  try {
    return await runModel(
      ai,
      [
        { role: "system", content: systemPrompt(brand, body.language) },
        ...body.conversationHistory.map((turn) => ({ role: turn.role === "bot" ? "assistant" : "user", content: turn.content })),
        {
          role: "user",
          content:
            `Visitor (${body.context}) answered "${body.answerDisplay}" to the question "${body.questionContext}". ` +
            body.specificInstruction,
        },
      ],
      120,
    );
  } catch (error) {
    logError("chat_reply_failed", error, { fallback: "canned reply in the browser" });
    return null;
  }
}

/** SPEC §4: the open follow-up classified by the model; patterns decide when it fails or answers off-list. */
export async function classifyFollowUp(ai: AiRunner, text: string): Promise<{ response: FollowUpClass; fallback: boolean }> {
  try {
    const raw = await runModel(
      ai,
      [
        {
          role: "system",
          content:
            `Classify the car buyer's message. Answer with exactly one word: ${FOLLOW_UP_CLASSES.join(", ")}. ` +
            "DONE means they need nothing more.",
        },
        { role: "user", content: text },
      ],
      5,
    );
    const word = raw.toUpperCase().replace(/[^A-Z]/g, "");
    const verdict = FOLLOW_UP_CLASSES.find((c) => c === word);
    if (verdict) return { response: verdict, fallback: false };
  } catch (error) {
    logError("follow_up_classification_failed", error, { fallback: "patterns" });
  }
  return { response: classifyByPattern(text), fallback: true };
}
