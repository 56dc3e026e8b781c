import { ADVISOR_HOURS_TEXT } from "./advisor-hours";
import type { VisitorEmailKind } from "./lead-events";
import { formatPhoneDisplay } from "./phone";

/**
 * The emails visitors get (issue 12 item 3) and the links in them. A confirmation link works for 7 days.
 * An unsubscribe link carries a date a year on, but it is never checked: unsubscribing must work from
 * any newsletter, however old (RFC 8058), so an unsubscribe link works for as long as its address is ours.
 */
export const EMAIL_LINKS = {
  confirmPath: "/newsletter/confirm",
  unsubscribePath: "/unsubscribe",
  confirmDays: 7,
  unsubscribeDays: 365,
} as const;

/**
 * The cap per recipient address (issue 22 item 2): of each category, one email a UTC day to one address,
 * however many leads, chats or signups name it. The unsubscribe link asked for by address is capped too.
 */
export const EMAIL_CAP_CATEGORY: Record<VisitorEmailKind, EmailCapCategory> = {
  "lead-confirmation": "confirmation",
  "newsletter-confirmation": "opt-in",
  "unsubscribe-link": "unsubscribe-link",
};
export type EmailCapCategory = "confirmation" | "opt-in" | "unsubscribe-link";

export type EmailContent = { subject: string; text: string; headers?: Record<string, string> };

type Site = { brand: string; supportPhone: string; origin: string };

/**
 * Sent after a form lead or a chat lead that left an email: what happens next, the advisor hours and
 * the phone number. No marketing. The number is named by its last four digits, so the visitor can spot
 * a typo without the email carrying it whole. It goes to an address nobody has confirmed, so it carries
 * nothing the visitor typed: the greeting has no name (issue 22 item 2, anyone can type anyone's address).
 */
export function leadConfirmationEmail(site: Site, lead: { phone: string | null }): EmailContent {
  const digits = lead.phone?.replace(/\D/g, "") ?? "";
  const next =
    digits.length >= 4
      ? `An advisor will call you at the number you gave us (ending in ${digits.slice(-4)}) to talk through the car you want.`
      : "An advisor will get in touch to talk through the car you want.";
  return {
    subject: `We have your request - ${site.brand}`,
    text: [
      "Hello,",
      "",
      `Thank you for asking ${site.brand} for help with your car purchase. We have your request.`,
      "",
      `What happens next: ${next} You approve everything before we go ahead.`,
      "",
      `Our advisors work ${ADVISOR_HOURS_TEXT}.`,
      `You can also call us at ${formatPhoneDisplay(site.supportPhone)}.`,
      "",
      site.brand,
      "",
      `You get this email because someone asked for a consultation at ${site.origin} with this address. If it was ` +
        `not you, call us and we will delete the request.`,
      `How we handle your information: ${site.origin}/privacy`,
    ].join("\n"),
  };
}

/**
 * Double opt-in: nobody is a subscriber until they follow the link. Like every newsletter email, it
 * carries one-click unsubscribe headers (RFC 8058) with an https link.
 */
export function newsletterConfirmationEmail(site: Site, links: { confirmUrl: string; unsubscribeUrl: string }): EmailContent {
  return {
    subject: `Please confirm your ${site.brand} newsletter subscription`,
    text: [
      "Hello,",
      "",
      `Someone, we hope you, asked for the ${site.brand} newsletter at this address. To confirm it, open this link:`,
      "",
      links.confirmUrl,
      "",
      `The link works for ${EMAIL_LINKS.confirmDays} days. Until you confirm, we send you no newsletter. If you did ` +
        `not ask for it, ignore this email.`,
      "",
      `To say no now, and to unsubscribe at any time later: ${links.unsubscribeUrl}`,
      "",
      site.brand,
      `How we handle your information: ${site.origin}/privacy`,
    ].join("\n"),
    headers: unsubscribeHeaders(links.unsubscribeUrl),
  };
}

/** RFC 2369 and RFC 8058: the mail client's own unsubscribe button, posting to the link with no cookies. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * Unsubscribing by address (issue 22 item 5): the address gets the link, and only a click on it
 * unsubscribes, so nobody can take someone else off the list by typing their address.
 */
export function unsubscribeLinkEmail(site: Site, links: { unsubscribeUrl: string }): EmailContent {
  return {
    subject: `Unsubscribe from the ${site.brand} newsletter`,
    text: [
      "Hello,",
      "",
      `Someone, we hope you, asked to take this address off the ${site.brand} newsletter. To unsubscribe, open this link ` +
        "and press its button:",
      "",
      links.unsubscribeUrl,
      "",
      "If you did not ask for it, ignore this email: nothing changes.",
      "",
      site.brand,
      `How we handle your information: ${site.origin}/privacy`,
    ].join("\n"),
    headers: unsubscribeHeaders(links.unsubscribeUrl),
  };
}
