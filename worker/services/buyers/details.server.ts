import { and, eq } from "drizzle-orm";
import { CHAT_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import type { BuyerDetails } from "#app/domain/buyers/buyer-forms";
import { emailChangeOccasion } from "#app/domain/lead-events";
import type { LeadLanguage } from "#app/domain/lead-language";
import { formatPhoneDisplay } from "#app/domain/phone";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { queueVisitorEmail } from "#worker/services/leads";

// The buyer corrects their name, phone or email on their page (the right to correct, /privacy). A name
// or a phone changes at once; a new address only once the link sent to it is followed (docs/decisions/052),
// so nobody can move someone's page, and its emails, to an address they hold.

export type DetailsOutcome = { saved: boolean; emailSent: boolean } | { problem: "email-needed" | "nothing-changed" };

export async function correctDetails(
  env: Env,
  leadId: string,
  details: BuyerDetails,
  language: LeadLanguage,
  now = new Date(),
): Promise<DetailsOutcome> {
  const db = database(env.DB);
  const [lead] = await db
    .select({
      firstName: leads.firstName,
      lastName: leads.lastName,
      phoneDigits: leads.phoneDigits,
      email: leads.email,
      pendingEmail: leads.pendingEmail,
      source: leads.leadSource,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead) return { problem: "nothing-changed" };
  // The page's links are signed for the address: one held cannot be taken away, only replaced.
  if (lead.email && !details.email) return { problem: "email-needed" };
  const named = details.firstName !== lead.firstName || details.lastName !== lead.lastName;
  const phoned = details.phoneDigits !== lead.phoneDigits;
  const newEmail = details.email && details.email !== lead.email && details.email !== lead.pendingEmail ? details.email : null;
  if (!named && !phoned && !newEmail) return { problem: "nothing-changed" };
  const stamp = now.toISOString();
  await db
    .update(leads)
    .set({
      firstName: details.firstName,
      lastName: details.lastName,
      // Stored as the lead's way in stores it (SPEC §3): the chat's digits, a form's (415) 555-0100.
      phone: details.phoneDigits && lead.source !== CHAT_LEAD_SOURCE ? formatPhoneDisplay(details.phoneDigits) : details.phoneDigits,
      phoneDigits: details.phoneDigits,
      ...(newEmail ? { pendingEmail: newEmail, pendingEmailAt: stamp } : {}),
      updatedAt: stamp,
    })
    .where(eq(leads.id, leadId));
  if (newEmail) queueVisitorEmail(env, { kind: "email-change", leadId, occasion: emailChangeOccasion(stamp), language });
  logEvent("buyer_details_corrected", { leadId, named, phoned, emailAsked: newEmail !== null });
  return { saved: named || phoned, emailSent: newEmail !== null };
}

/** The new address the confirmation link was sent to becomes the lead's; false when it no longer waits. */
export async function confirmEmailChange(env: Env, leadId: string, address: string, now = new Date()): Promise<boolean> {
  const changed = await database(env.DB)
    .update(leads)
    .set({ email: address, pendingEmail: null, pendingEmailAt: null, updatedAt: now.toISOString() })
    .where(and(eq(leads.id, leadId), eq(leads.pendingEmail, address)))
    .returning({ id: leads.id });
  if (changed.length > 0) logEvent("buyer_email_changed", { leadId });
  return changed.length > 0;
}
