import { asc, eq } from "drizzle-orm";
import { buyerLinkOccasion } from "#app/domain/lead-events";
import type { LeadLanguage } from "#app/domain/lead-language";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { queueVisitorEmail } from "#worker/services/leads";

/**
 * The lost-link form (docs/decisions/052): an address that is a lead's own gets an email with the link of
 * each page held at it, under the address's own daily cap (docs/decisions/025); the form answers the same
 * whether or not the address is known, so it tells nobody who asked us for help.
 */
export async function sendBuyerLinks(env: Env, address: string, language: LeadLanguage, now = new Date()): Promise<void> {
  const [lead] = await database(env.DB)
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.email, address))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(1);
  if (lead) queueVisitorEmail(env, { kind: "buyer-link", leadId: lead.id, occasion: buyerLinkOccasion(now), language });
  logEvent("buyer_link_asked", { sent: lead !== undefined });
}
