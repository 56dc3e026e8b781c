import { env } from "cloudflare:test";
import fc from "fast-check";
import { chatLeadBodySchema, chatLeadCreateSchema } from "#app/domain/chat/api-schemas";
import { isSessionUpload } from "#app/domain/chat/dealer-quote-path";
import { CHAT_CHOICES } from "#app/domain/chat/choices";
import { invalidAnswers } from "#app/domain/chat/engine";
import { CHAT_FLOW, NODE_KEYS } from "#app/domain/chat/flow";
import { isInappropriate } from "#app/domain/chat/inappropriate";
import { NOT_SURE } from "#app/domain/chat/messages";
import { chatFlowContext } from "#worker/services/chat/context.server";
import { PROTOTYPE_KEYS, wrongFields, wrongValue } from "./arbitraries";

// Chat bodies for the fuzz suites, and the test's own idea of a valid one.

const EXTRA_ANSWER_KEYS = ["budgetHint", "followUpClass", "followUpReply"];
const QUESTION_KEYS = NODE_KEYS.filter((key) => CHAT_FLOW[key].kind !== "message");

/** Answer keys a chat save may carry: the flow's questions and the three values the client learns on the way. */
const KNOWN_ANSWER_KEYS: ReadonlySet<string> = new Set([...QUESTION_KEYS, ...EXTRA_ANSWER_KEYS]);

/** A valid save of a chat lead; `token`, a fresh form token, makes it a valid first save. */
export const validChatLead = (token?: string) => ({
  sessionId: `s${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`,
  answers: { name: "Dana", zipCode: "94105", vehicleType: "new" },
  conversation: [
    { role: "bot", content: "Hi" },
    { role: "user", content: "Dana" },
  ],
  context: { pageUrl: "https://caradvisor.example/chat" },
  ...(token === undefined ? {} : { formToken: token, honeypot: "" }),
});

const choiceValues = Object.values(CHAT_CHOICES).flatMap((choices) => choices.map((c) => c.value));

/** Answer sets mixing real question keys, unknown and prototype keys, real choice values and wrong ones. */
export const answerSets = fc.dictionary(
  fc.constantFrom(...NODE_KEYS, ...EXTRA_ANSWER_KEYS, ...PROTOTYPE_KEYS, "isAdmin"),
  fc.oneof(
    wrongValue,
    fc.constantFrom(...choiceValues),
    fc.integer({ min: 0, max: 600_000 }),
    fc.array(fc.constantFrom(...choiceValues), { maxLength: 4 }),
  ),
  { maxKeys: 6 },
);

export const turns = fc.array(
  fc.oneof(wrongValue, wrongFields(["role", "content"]), fc.record({ role: fc.constantFrom("bot", "user"), content: wrongValue })),
  { maxLength: 6 },
);

export const chatLeadValues = fc.oneof(wrongValue, answerSets, turns);

/**
 * Valid for the app's schema and the flow's rules, with every answer key known. A "__proto__" key is
 * not counted: zod leaves it out of the parsed record, so the answers the app checks and stores never hold it.
 */
export function isValidChatLead(body: unknown): boolean {
  const parsed = chatLeadBodySchema.safeParse(body);
  if (!parsed.success) return false;
  const { answers, sessionId } = parsed.data;
  const upload = answers.dealerQuoteUpload;
  // A quote path must be the session's own.
  const ownQuote = typeof upload !== "string" || upload === NOT_SURE || isSessionUpload(upload, sessionId);
  return (
    Object.keys(answers).every((key) => KNOWN_ANSWER_KEYS.has(key)) &&
    Object.keys(invalidAnswers(answers, chatFlowContext(env), isInappropriate)).length === 0 &&
    ownQuote
  );
}

/**
 * A valid first save that a person made: the create schema holds, the honeypot is empty and the form
 * token is the fresh one the test signed. Anything else that passes validation is answered like a
 * person but stores nothing (SPEC §4).
 */
export function isPersonsFirstSave(body: unknown, token: string): boolean {
  const parsed = chatLeadCreateSchema.safeParse(body);
  return parsed.success && isValidChatLead(body) && parsed.data.honeypot.trim() === "" && parsed.data.formToken === token;
}
