import type { VisitorEmailKind } from "./lead-events";

/**
 * The links in the emails visitors get (the emails themselves: app/i18n/visitor-emails.ts).
 * A confirmation link works for 7 days. An unsubscribe link carries a date a year on, but it is never checked: unsubscribing must work from
 * any newsletter, however old (RFC 8058), so an unsubscribe link works for as long as its address is ours.
 */
export const EMAIL_LINKS = {
  confirmPath: "/newsletter/confirm",
  unsubscribePath: "/unsubscribe",
  confirmDays: 7,
  unsubscribeDays: 365,
} as const;

/**
 * The cap per recipient address: of each category, one email a UTC day to one address,
 * however many leads, chats or signups name it. The unsubscribe link asked for by address is capped too.
 */
export const EMAIL_CAP_CATEGORY: Record<VisitorEmailKind, EmailCapCategory> = {
  "lead-confirmation": "confirmation",
  "newsletter-confirmation": "opt-in",
  "unsubscribe-link": "unsubscribe-link",
  "buyer-link": "buyer-link",
  "email-change": "email-change",
};
export type EmailCapCategory = "confirmation" | "opt-in" | "unsubscribe-link" | "buyer-link" | "email-change";

export type EmailContent = { subject: string; text: string; headers?: Record<string, string> };

/** RFC 2369 and RFC 8058: the mail client's own unsubscribe button, posting to the link with no cookies. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
