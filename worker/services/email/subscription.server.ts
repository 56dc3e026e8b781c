import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { ConfirmState, UnsubscribeState } from "#app/domain/subscription-pages";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { checkConfirmLink, checkUnsubscribeLink } from "./links.server";

/**
 * The newsletter's double opt-in and unsubscribe. Only a confirmed address is a
 * subscriber: newsletter_opted_in records the signup, newsletter_confirmed_at the click on the emailed
 * link. Unsubscribing clears both and stamps newsletter_unsubscribed_at.
 */

/** What the confirmation page offers before the visitor presses its button (a link scanner only reads). */
export async function confirmationState(env: Env, token: string | null, now = Date.now()): Promise<ConfirmState> {
  const link = await checkConfirmLink(env, token, now);
  if (!link.ok) return link.problem;
  const [lead] = await database(env.DB)
    .select({ optedIn: leads.newsletterOptedIn, confirmedAt: leads.newsletterConfirmedAt })
    .from(leads)
    .where(eq(leads.id, link.leadId))
    .limit(1);
  if (!lead?.optedIn) return "cancelled";
  return lead.confirmedAt ? "already" : "ready";
}

/** The button: the address becomes a subscriber, unless it unsubscribed since the link was sent. */
export async function confirmSubscription(env: Env, token: string | null, now = Date.now()): Promise<ConfirmState> {
  const link = await checkConfirmLink(env, token, now);
  if (!link.ok) return link.problem;
  const at = new Date(now).toISOString();
  // Confirming is the visitor's own activity, so it counts for retention (updated_at).
  const [confirmed] = await database(env.DB)
    .update(leads)
    .set({ newsletterConfirmedAt: at, updatedAt: at })
    .where(and(eq(leads.id, link.leadId), eq(leads.newsletterOptedIn, true), isNull(leads.newsletterConfirmedAt)))
    .returning({ id: leads.id });
  if (!confirmed) return confirmationState(env, token, now);
  logEvent("newsletter_confirmed", { leadId: link.leadId });
  return "confirmed";
}

export async function unsubscribeLinkState(env: Env, token: string | null): Promise<UnsubscribeState> {
  const link = await checkUnsubscribeLink(env, token);
  return link.ok ? "ready" : link.problem;
}

/**
 * The page's button and the mail client's one-click POST (RFC 8058) both end here. A link that matches
 * no address we hold has nothing left to unsubscribe: "unmatched" is answered as a success.
 */
export async function unsubscribeByLink(env: Env, token: string | null, now = Date.now()): Promise<UnsubscribeState> {
  const link = await checkUnsubscribeLink(env, token);
  if (!link.ok) return link.problem;
  await unsubscribeAddress(env, link.address, now);
  return "unsubscribed";
}

/**
 * Every lead whose newsletter goes to this address stops being subscribed, so a person with two leads
 * (a footer signup and a chat) is out of the list at once. Leads that never subscribed stay as they are.
 */
export async function unsubscribeAddress(env: Env, address: string, now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString();
  const changed = await database(env.DB)
    .update(leads)
    .set({ newsletterOptedIn: false, newsletterConfirmedAt: null, newsletterUnsubscribedAt: at })
    .where(
      and(
        or(eq(leads.newsletterEmail, address), and(isNull(leads.newsletterEmail), eq(leads.email, address))),
        or(eq(leads.newsletterOptedIn, true), isNotNull(leads.newsletterConfirmedAt)),
      ),
    )
    .returning({ id: leads.id });
  logEvent("newsletter_unsubscribed", { leads: changed.length });
  return changed.length;
}

/** The address newsletters go to, in SQL: the newsletter email, else the lead's own. */
export const subscriberAddress = sql<string>`coalesce(${leads.newsletterEmail}, ${leads.email})`;

/** A subscriber: signed up, confirmed by the emailed link, and not unsubscribed since. */
export const isSubscriber = and(eq(leads.newsletterOptedIn, true), isNotNull(leads.newsletterConfirmedAt), isNotNull(subscriberAddress));
