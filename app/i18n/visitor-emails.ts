import { BUYER_LINKS } from "#app/domain/buyers/buyer-links";
import { EMAIL_LINKS, type EmailContent, unsubscribeHeaders } from "#app/domain/visitor-emails";
import { advisorHoursText } from "./advisor-hours-text";
import { formatPhone } from "./format";
import { type Locale, localizedPath } from "./locale";
import type { Translate } from "#app/domain/message";

// The emails visitors get, in the language of the page that asked for them:
// words from the catalogue's `email` namespace (en.ts keeps their English as SPEC has it), links to the
// pages in the same language. `t` holds the `site` and `email` namespaces (serverTranslator).

type Site = { brand: string; supportPhone: string; origin: string };

const privacyLine = (t: Translate, locale: Locale, site: Site) =>
  t("email.privacy", { url: `${site.origin}${localizedPath("/privacy", locale)}` });

/**
 * Sent after a form lead or a chat lead that left an email: what happens next, the advisor hours and
 * the phone number. No marketing. The number is named by its last four digits, so the visitor can spot
 * a typo without the email carrying it whole. It goes to an address nobody has confirmed, so it carries
 * nothing the visitor typed: the greeting has no name (anyone can type anyone's address).
 */
export function leadConfirmationEmail(
  t: Translate,
  locale: Locale,
  site: Site,
  lead: { phone: string | null },
  pageUrl: string | null,
): EmailContent {
  const digits = lead.phone?.replace(/\D/g, "") ?? "";
  const next = digits.length >= 4 ? t("email.lead.nextCall", { lastFour: digits.slice(-4) }) : t("email.lead.nextContact");
  // The buyer's page, when the email goes to the lead's own address (docs/decisions/052).
  const page = pageUrl ? [t("email.lead.page"), pageUrl, t("email.page.private", { days: BUYER_LINKS.pageDays }), ""] : [];
  return {
    subject: t("email.lead.subject", { brand: site.brand }),
    text: [
      t("email.greeting"),
      "",
      t("email.lead.thanks", { brand: site.brand }),
      "",
      t("email.lead.next", { next }),
      "",
      ...page,
      t("email.lead.hours", { hours: advisorHoursText(t, locale) }),
      t("email.lead.call", { phone: formatPhone(locale, site.supportPhone) }),
      "",
      site.brand,
      "",
      t("email.lead.why", { origin: site.origin }),
      privacyLine(t, locale, site),
    ].join("\n"),
  };
}

/**
 * Double opt-in: nobody is a subscriber until they follow the link. Like every newsletter email, it
 * carries one-click unsubscribe headers (RFC 8058) with an https link.
 */
export function newsletterConfirmationEmail(
  t: Translate,
  locale: Locale,
  site: Site,
  links: { confirmUrl: string; unsubscribeUrl: string },
): EmailContent {
  return {
    subject: t("email.newsletter.subject", { brand: site.brand }),
    text: [
      t("email.greeting"),
      "",
      t("email.newsletter.ask", { brand: site.brand }),
      "",
      links.confirmUrl,
      "",
      t("email.newsletter.expiry", { days: EMAIL_LINKS.confirmDays }),
      "",
      t("email.newsletter.unsubscribe", { url: links.unsubscribeUrl }),
      "",
      site.brand,
      privacyLine(t, locale, site),
    ].join("\n"),
    headers: unsubscribeHeaders(links.unsubscribeUrl),
  };
}

/**
 * Unsubscribing by address: the address gets the link, and only a click on it
 * unsubscribes, so nobody can take someone else off the list by typing their address.
 */
export function unsubscribeLinkEmail(t: Translate, locale: Locale, site: Site, links: { unsubscribeUrl: string }): EmailContent {
  return {
    subject: t("email.unsubscribe.subject", { brand: site.brand }),
    text: [
      t("email.greeting"),
      "",
      t("email.unsubscribe.ask", { brand: site.brand }),
      "",
      links.unsubscribeUrl,
      "",
      t("email.unsubscribe.ignore"),
      "",
      site.brand,
      privacyLine(t, locale, site),
    ].join("\n"),
    headers: unsubscribeHeaders(links.unsubscribeUrl),
  };
}

/**
 * The buyer's page links asked for by address (docs/decisions/052): one link per request held at it. The
 * form answers the same whether the address is known, so only this email says it is.
 */
export function buyerLinkEmail(t: Translate, locale: Locale, site: Site, links: { pageUrls: string[] }): EmailContent {
  return {
    subject: t("email.buyerLink.subject", { brand: site.brand }),
    text: [
      t("email.greeting"),
      "",
      t("email.buyerLink.ask", { brand: site.brand, count: links.pageUrls.length }),
      "",
      ...links.pageUrls,
      "",
      t("email.page.private", { days: BUYER_LINKS.pageDays }),
      t("email.unsubscribe.ignore"),
      "",
      site.brand,
      privacyLine(t, locale, site),
    ].join("\n"),
  };
}

/** A new address asked for on the buyer's page: only a click on the link sent to it makes the change. */
export function emailChangeEmail(t: Translate, locale: Locale, site: Site, links: { confirmUrl: string }): EmailContent {
  return {
    subject: t("email.emailChange.subject", { brand: site.brand }),
    text: [
      t("email.greeting"),
      "",
      t("email.emailChange.ask", { brand: site.brand }),
      "",
      links.confirmUrl,
      "",
      t("email.emailChange.expiry", { days: BUYER_LINKS.emailChangeDays }),
      t("email.unsubscribe.ignore"),
      "",
      site.brand,
      privacyLine(t, locale, site),
    ].join("\n"),
  };
}
