import { NAME_CHARACTERS } from "#app/domain/lead-form-rules";
import type { Message } from "#app/domain/message";
import { CHAT_LIMITS, NOT_SURE } from "./messages";

// The check for inappropriate messages is in inappropriate.ts, which the engine is handed.

// The Spanish page's visitors skip in Spanish too: "no sé", "no estoy seguro", "ni idea", "omitir", "paso".
const SKIP_WORDS = new RegExp(
  [
    "^(i don'?t know|i'?m not sure|not sure|unsure|idk|no idea|unknown|\\?+|skip|pass",
    "|no s[eé]|no lo s[eé]|no estoy segur[oa]|ni idea|omitir|paso)$",
  ].join(""),
  "i",
);

/** SPEC §5: skip-like words on an optional question are stored as "I'm not sure". */
export function skipAnswer(text: string): string | undefined {
  return SKIP_WORDS.test(text.trim().replace(/[.!]+$/, "")) ? NOT_SURE : undefined;
}

/** Any long answer made of one repeated character or without vowels is not a genuine answer. */
export function genuineError(text: string): Message | undefined {
  if (text.length > 20 && /(.)\1{10,}/.test(text)) return { key: "chat.error.notGenuine" };
  if (text.length > 15 && !/[aeiouy]/i.test(text)) return { key: "chat.error.notGenuine" };
  return undefined;
}

export function nameError(text: string): Message | undefined {
  const name = text.trim();
  if (name.length > CHAT_LIMITS.nameMaxLength) return { key: "chat.error.nameInvalid" };
  if (!/\p{L}/u.test(name)) return { key: "chat.error.nameNoLetters" };
  if (name.length < 2 || /^(.)\1{4,}/iu.test(name)) return { key: "chat.error.nameNotReal" };
  // The form's characters: no line breaks, digits or punctuation a message could hide in.
  if (!NAME_CHARACTERS.test(name)) return { key: "chat.error.nameInvalid" };
  return undefined;
}

export function zipDigits(text: string): string {
  return text.replace(/\D/g, "");
}

export function chatZipError(text: string): Message | undefined {
  return /^\d{5}$/.test(zipDigits(text)) ? undefined : { key: "chat.error.zip" };
}

/** Make, model and trade-in model: something, and not an essay. */
export function shortAnswerError(text: string): Message | undefined {
  const answer = text.trim();
  if (answer === "") return { key: "chat.error.answerEmpty" };
  if (answer.length > CHAT_LIMITS.answerMaxLength) return { key: "chat.error.answerTooLong" };
  return undefined;
}

export function yearError(text: string, currentYear: number): Message | undefined {
  const max = currentYear + CHAT_LIMITS.yearsAhead;
  const year = Number(text.trim());
  return /^\d{4}$/.test(text.trim()) && year >= CHAT_LIMITS.firstYear && year <= max
    ? undefined
    : { key: "chat.error.year", values: { max } };
}

export function payoffError(text: string): Message | undefined {
  return /^\$?\s*[\d,]+(\.\d{1,2})?$/.test(text.trim()) ? undefined : { key: "chat.error.payoff" };
}

/** "$12,500.00" -> 12500; anything else -> null (SPEC §3: trade_in_payoff is a number or null). */
export function dollars(text: string | undefined): number | null {
  if (!text) return null;
  const value = Number(text.replace(/[$,\s]/g, ""));
  return Number.isFinite(value) && text.trim() !== "" ? value : null;
}
