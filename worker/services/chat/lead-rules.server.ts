import { isSessionUpload } from "#app/domain/chat/dealer-quote-path";
import { invalidAnswers } from "#app/domain/chat/engine";
import type { Answers } from "#app/domain/chat/flow";
import { isInappropriate } from "#app/domain/chat/inappropriate";
import type { chatLeadColumns } from "#app/domain/chat/lead-columns";
import { NOT_SURE } from "#app/domain/chat/messages";
import { CHAT_MESSAGES } from "#app/domain/chat/api-messages";
import { sql } from "drizzle-orm";
import { CONSENT_TEXT_VERSIONS } from "#app/domain/consent";
import type { LeadLanguage } from "#app/domain/lead-language";
import type { Database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { chatFlowContext } from "./context.server";
import { personIdOf } from "#worker/services/leads";

export type ChatColumns = ReturnType<typeof chatLeadColumns>;

/**
 * What the server checks in a chat save, with the browser's own rules: every answer against its
 * question; a dealer quote only from this session's uploads; and a reported strike
 * only when the message really is one. Null when all is well.
 */
export function chatAnswerErrors(env: Env, answers: Answers, sessionId: string | null, strike?: string): Record<string, string> | null {
  const fields = invalidAnswers(answers, chatFlowContext(env), isInappropriate);
  const upload = answers.dealerQuoteUpload;
  if (typeof upload === "string" && upload !== NOT_SURE && !fields.dealerQuoteUpload && !isSessionUpload(upload, sessionId ?? "")) {
    fields.dealerQuoteUpload = CHAT_MESSAGES.uploadFailed;
  }
  // The browser screened it as a message or as a contact answer (a phone or an email): either counts.
  if (strike !== undefined && !isInappropriate(strike) && !isInappropriate(strike, "contact")) fields.strike = CHAT_MESSAGES.notAStrike;
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * The columns a later save of a chat lead writes: the answers, the person, the consent to calls and
 * texts (given with the phone, after the line that asks for it) and the first opt-in
 * time. Contact, consent and newsletter columns can also come from elsewhere (a repeat request of the
 * person fills them, a footer signup opts in), so a question the chat has no answer for keeps what is
 * there (undefined: drizzle leaves the column out of the update); an answer it does have replaces it.
 */
export function chatSaveColumns(
  db: Database,
  id: string,
  columns: ChatColumns,
  { optedInAt, language, now }: { optedInAt: string | null; language: LeadLanguage; now: string },
) {
  const { firstName, lastName, email, phone, zipCode, newsletterOptedIn, newsletterEmail } = columns;
  const opted = newsletterOptedIn ?? undefined;
  return {
    ...columns,
    firstName: firstName ?? undefined,
    lastName: lastName ?? undefined,
    email: email ?? undefined,
    zipCode: zipCode ?? undefined,
    newsletterEmail: newsletterEmail ?? undefined,
    newsletterOptedIn: opted,
    newsletterOptedInAt: opted === undefined ? undefined : opted ? (optedInAt ?? now) : null,
    ...chatPerson(db, id, columns),
    phone: phone ?? undefined,
    // The consent line the visitor read by the phone question: its page's language.
    consentTextVersion: phone ? sql`coalesce(${leads.consentTextVersion}, ${CONSENT_TEXT_VERSIONS[language]})` : undefined,
    consentAt: phone ? sql`coalesce(${leads.consentAt}, ${now})` : undefined,
  };
}

/**
 * The chat lead's keys and person: its phone digits, and the person its email or
 * phone belongs to (on another lead or on its requests), so every lead of a person shares one
 * person_id. Without either key in its answers, both stay as they are (undefined).
 */
export function chatPerson(db: Database, id: string, columns: Pick<ChatColumns, "email" | "phone">) {
  const keys = { email: columns.email, phoneDigits: columns.phone };
  return { phoneDigits: columns.phone ?? undefined, personId: keys.email || keys.phoneDigits ? personIdOf(db, keys, id) : undefined };
}
