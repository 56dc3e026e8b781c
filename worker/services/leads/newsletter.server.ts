import { NEWSLETTER_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import { and, asc, eq, isNotNull, or, sql } from "drizzle-orm";
import { fieldErrors } from "#app/domain/field-errors";
import { dailyOccasion } from "#app/domain/lead-events";
import { languageOf, type LeadLanguage } from "#app/domain/lead-language";
import { newsletterSchema } from "#app/domain/newsletter";
import { serverTranslator } from "#app/i18n/catalogue.server";
import { leads } from "#worker/db/schema";
import { notifyLeadEvent, queueVisitorEmail } from "./events.server";
import { leadContextColumns, type RequestFacts } from "./context.server";
import { recordRequest, requestValues } from "./requests.server";
import { addressMatch } from "./person-match.server";
import { database } from "#worker/db/client";
import type { SubmitOutcome } from "./form-leads.server";
import { logEvent } from "#worker/log.server";
import { subscriberAddress } from "#worker/services/email";
import { unsubscribeLinkOccasion } from "#app/domain/lead-events";

const DETAIL = "newsletter_signup";

const confirmedSubscriber = sql`(${leads.newsletterOptedIn} = 1 and ${leads.newsletterConfirmedAt} is not null)`;

/**
 * Footer signup (SPEC §3) with double opt-in: the request is recorded and a
 * confirmation email queued; the address becomes a subscriber only when its link is followed. A lead whose
 * own email or newsletter address this is gets the opt-in instead of a second row; no other
 * lead is matched, through a request's address or the person's other leads.
 */
export async function subscribeNewsletter(env: Env, input: unknown, facts: RequestFacts): Promise<SubmitOutcome> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error, serverTranslator(languageOf(input), ["form"])) };
  const { email, context, language } = parsed.data;
  const now = new Date().toISOString();
  const columns = leadContextColumns(context, facts, language);
  const outcome = await recordRequest(env.DB, {
    lead: {
      id: crypto.randomUUID(),
      email,
      newsletterEmail: email,
      newsletterOptedIn: true,
      newsletterOptedInAt: now,
      leadSource: NEWSLETTER_LEAD_SOURCE,
      leadSourceDetail: DETAIL,
      ...columns,
      createdAt: now,
      updatedAt: now,
    },
    match: addressMatch(database(env.DB), email),
    request: requestValues(columns, {
      source: NEWSLETTER_LEAD_SOURCE,
      sourceDetail: DETAIL,
      email,
      make: null,
      model: null,
      year: null,
      createdAt: now,
    }),
    repeat: {
      // Tips by email are not a request for a call: the lead's status stays where the advisor left it.
      asksForCall: false,
      set: {
        newsletterOptedIn: true,
        // A confirmed subscription stays where it is: nobody moves it to another address by typing one.
        newsletterEmail: sql`case when ${confirmedSubscriber} then ${leads.newsletterEmail} else ${email} end`,
        // The first opt-in time stands while the person stays opted in.
        newsletterOptedInAt: sql`case when ${leads.newsletterOptedIn} = 1
          then coalesce(${leads.newsletterOptedInAt}, ${now}) else ${now} end`,
        // A confirmation is the address's: a newsletter moved to another address waits for that one's.
        newsletterConfirmedAt: sql`case when ${subscriberAddress} = ${email} or ${confirmedSubscriber}
          then ${leads.newsletterConfirmedAt} else null end`,
      },
    },
  });
  if (!outcome.created)
    notifyLeadEvent(env, { type: "lead.repeated", leadId: outcome.leadId, source: "newsletter", qualified: null, createdAt: now });
  // At most one link a day per lead, so a signup form cannot flood an inbox; none once confirmed (the
  // consumer checks). the catalogue's site.newsletter.confirmationSent is worded to be true in every case.
  queueVisitorEmail(env, { kind: "newsletter-confirmation", leadId: outcome.leadId, occasion: dailyOccasion(now), language });
  logEvent("newsletter_signup", { newLead: outcome.created });
  return { ok: true };
}

/**
 * The unsubscribe page's by-address form: typing an address unsubscribes nothing. If it
 * is on the list, it is emailed its link (at most one a day, the address's cap), and only the click acts.
 * Known or not, the page gives the same answer, so the form tells nobody who subscribes.
 */
export async function sendUnsubscribeLink(env: Env, address: string, language: LeadLanguage = "en", now = new Date()): Promise<void> {
  const [lead] = await database(env.DB)
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(subscriberAddress, address), or(eq(leads.newsletterOptedIn, true), isNotNull(leads.newsletterConfirmedAt))))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(1);
  if (lead) queueVisitorEmail(env, { kind: "unsubscribe-link", leadId: lead.id, occasion: unsubscribeLinkOccasion(now), language });
  logEvent("unsubscribe_link_asked", { sent: lead !== undefined });
}
