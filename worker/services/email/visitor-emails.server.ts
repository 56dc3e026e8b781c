import { and, desc, eq } from "drizzle-orm";
import { BUYER_LINK_PAGES } from "#app/domain/buyers/buyer-links";
import type { VisitorEmailMessage } from "#app/domain/lead-events";
import { isLeadLanguage, type LeadLanguage } from "#app/domain/lead-language";
import { EMAIL_CAP_CATEGORY, type EmailContent } from "#app/domain/visitor-emails";
import { serverTranslator } from "#app/i18n/catalogue.server";
import {
  buyerLinkEmail,
  emailChangeEmail,
  leadConfirmationEmail,
  newsletterConfirmationEmail,
  unsubscribeLinkEmail,
} from "#app/i18n/visitor-emails";
import { appConfig } from "#worker/config.server";
import { database, type Database } from "#worker/db/client";
import { emailSends, leadRequests, leads } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { addressClaim, claimAddress, releaseAddress } from "./address-cap.server";
import { buyerPageUrl, emailChangeUrl } from "./buyer-links.server";
import { emailLink, newsletterAddress } from "./links.server";

type Lead = Pick<
  typeof leads.$inferSelect,
  "email" | "phone" | "newsletterEmail" | "newsletterOptedIn" | "newsletterConfirmedAt" | "language" | "pendingEmail"
> & {
  /** The lead's own address, whichever address a request's confirmation goes to. */
  ownEmail: string | null;
};
type Draft = { to: string; content: EmailContent };

/**
 * Sends one visitor email from the lead-events consumer. The message names the lead
 * (and, for a request's confirmation, the request) by id; the address is read from D1 now, so a lead
 * deleted or changed since is honoured. Resolves
 * when there is nothing (more) to do, and rejects when sending failed, so the queue retries it.
 *
 * Once only: the email's key (kind, lead, occasion) is claimed in email_sends before sending, and the
 * claim is withdrawn if the send fails. A retry of a sent email finds the claim and sends nothing. The
 * one gap is a crash between the claim and the send's answer: the claim stays and that email is never
 * sent (at most once). We chose that over a second copy: a duplicate confirmation reads like spam, the
 * lead itself is safe in D1 for the advisor either way, and a newsletter signup can simply be made again.
 */
export async function deliverVisitorEmail(env: Env, message: VisitorEmailMessage): Promise<void> {
  const { EMAIL_FROM, BRAND_NAME } = appConfig(env);
  // EMAIL_FROM empty turns email off: nothing is claimed, so nothing is marked sent that was not.
  if (!EMAIL_FROM) return;
  const db = database(env.DB);
  const [lead] = await db
    .select({
      email: leads.email,
      phone: leads.phone,
      newsletterEmail: leads.newsletterEmail,
      newsletterOptedIn: leads.newsletterOptedIn,
      newsletterConfirmedAt: leads.newsletterConfirmedAt,
      language: leads.language,
      pendingEmail: leads.pendingEmail,
    })
    .from(leads)
    .where(eq(leads.id, message.leadId))
    .limit(1);
  const draft = lead ? await draftFor(env, message, { ...lead, ownEmail: lead.email, ...(await requestContact(db, message)) }) : null;
  const log = { kind: message.kind, leadId: message.leadId };
  if (!draft) return logEvent("visitor_email_skipped", log);

  const key = `${message.kind}:${message.leadId}:${message.occasion}`;
  const [claimed] = await db
    .insert(emailSends)
    .values({ key, leadId: message.leadId, kind: message.kind })
    .onConflictDoNothing()
    .returning({ key: emailSends.key });
  if (!claimed) return logEvent("visitor_email_already_sent", log);
  // The address's own cap: this occasion stays claimed, and is not sent, once the
  // address had today's email of its category from any lead.
  const address = await addressClaim(env, EMAIL_CAP_CATEGORY[message.kind], draft.to);
  if (!(await claimAddress(env, address))) return logEvent("visitor_email_capped", log);
  try {
    await env.EMAIL.send({ from: { email: EMAIL_FROM, name: BRAND_NAME }, to: draft.to, ...draft.content });
  } catch (error) {
    await Promise.all([db.delete(emailSends).where(eq(emailSends.key, key)), releaseAddress(env, address)]);
    throw error;
  }
  logEvent("visitor_email_sent", log);
}

/**
 * The contact details the confirmed request gave (a returning visitor's new address or phone), where it
 * gave them; the lead's own stand for the rest. A request deleted with its lead gives none.
 */
async function requestContact(db: Database, message: VisitorEmailMessage): Promise<Partial<Pick<Lead, "email" | "phone">>> {
  if (message.kind !== "lead-confirmation" || message.requestId === undefined) return {};
  const [request] = await db
    .select({ email: leadRequests.email, phone: leadRequests.phone })
    .from(leadRequests)
    .where(and(eq(leadRequests.id, message.requestId), eq(leadRequests.leadId, message.leadId)))
    .limit(1);
  if (!request) return {};
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== null));
}

/** The email's language: the page's that asked for it, else the lead's. */
function languageOf(message: VisitorEmailMessage, lead: Lead): LeadLanguage {
  return message.language ?? (isLeadLanguage(lead.language) ? lead.language : "en");
}

async function draftFor(env: Env, message: VisitorEmailMessage, lead: Lead): Promise<Draft | null> {
  const { BRAND_NAME, SUPPORT_PHONE, PUBLIC_ORIGIN } = appConfig(env);
  const site = { brand: BRAND_NAME, supportPhone: SUPPORT_PHONE, origin: PUBLIC_ORIGIN };
  const language = languageOf(message, lead);
  const t = serverTranslator(language, ["site", "email"]);
  switch (message.kind) {
    case "lead-confirmation": {
      if (!lead.email) return null;
      // The page's link only to the lead's own address: a request's other address is not shown to be the
      // person's (an unverified match, docs/decisions/025), and must not open their page.
      const pageUrl = lead.email === lead.ownEmail ? await buyerPageUrl(env, message.leadId, lead.email, language) : null;
      return { to: lead.email, content: leadConfirmationEmail(t, language, site, lead, pageUrl) };
    }
    case "buyer-link": {
      const to = lead.ownEmail;
      if (!to) return null;
      const pageUrls = await Promise.all((await leadsAt(env, to)).map((id) => buyerPageUrl(env, id, to, language)));
      return { to, content: buyerLinkEmail(t, language, site, { pageUrls }) };
    }
    case "email-change": {
      // Nothing to confirm once the change was made or withdrawn.
      if (!lead.pendingEmail) return null;
      const confirmUrl = await emailChangeUrl(env, message.leadId, lead.pendingEmail, language);
      return { to: lead.pendingEmail, content: emailChangeEmail(t, language, site, { confirmUrl }) };
    }
    case "newsletter-confirmation": {
      const to = newsletterAddress(lead);
      // Nothing to confirm once the visitor unsubscribed, or when they already confirmed.
      if (!to || !lead.newsletterOptedIn || lead.newsletterConfirmedAt) return null;
      const [confirmUrl, unsubscribeUrl] = await Promise.all([
        emailLink(env, "newsletter-confirm", message.leadId, to, language),
        emailLink(env, "newsletter-unsubscribe", message.leadId, to, language),
      ]);
      return { to, content: newsletterConfirmationEmail(t, language, site, { confirmUrl, unsubscribeUrl }) };
    }
    case "unsubscribe-link": {
      const to = newsletterAddress(lead);
      // Nothing to unsubscribe once the lead is off the list (the link would say so anyway).
      if (!to || (!lead.newsletterOptedIn && !lead.newsletterConfirmedAt)) return null;
      const unsubscribeUrl = await emailLink(env, "newsletter-unsubscribe", message.leadId, to, language);
      return { to, content: unsubscribeLinkEmail(t, language, site, { unsubscribeUrl }) };
    }
  }
}

/** The leads whose own address this is, newest first: each has its page (docs/decisions/052). */
async function leadsAt(env: Env, address: string): Promise<string[]> {
  const rows = await database(env.DB)
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.email, address))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(BUYER_LINK_PAGES);
  return rows.map((row) => row.id);
}
