import type { z } from "zod";
import { en, type MessageKey } from "#app/i18n/messages/en";
import type { Message, Translate } from "./message";

const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(en, text);

/**
 * A rule's message as a zod issue: the key is the issue's message, the values its params, so `fieldErrors`
 * says it in the answer's language.
 */
export const messageIssue = ({ key, values }: Message) => ({ code: "custom" as const, message: key, params: values });

/**
 * The first message of each top-level field, the shape of every 400 answer and of the forms' error state. A
 * message that is a catalogue key (the visitor's forms) is said through `t` in the visitor's language; any
 * other is zod's or the schema's own English (the advisors' pages and the API's checks of what no form sends).
 */
export function fieldErrors(error: z.core.$ZodError, t?: Translate): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_";
    const values = issue.code === "custom" ? issue.params : undefined;
    fields[key] ??= t && isMessageKey(issue.message) ? t(issue.message, values) : issue.message;
  }
  return fields;
}
