import { eq } from "drizzle-orm";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { quotesOfLead, storeBuyerQuote } from "#worker/services/quotes";

/**
 * A quote the buyer uploads on their page: stored and read as the chat's are, tied to the lead, and
 * counted with the lead's other quotes against the chat's quota. "missing" when the lead is gone.
 */
export async function uploadBuyerQuote(env: Env, leadId: string, file: File) {
  const [lead] = await database(env.DB).select({ path: leads.dealerQuoteImagePath }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) return { ok: false, status: 404 } as const;
  const stored = await storeBuyerQuote(env, file, leadId, quotesOfLead(leadId, lead.path));
  logEvent("buyer_quote_uploaded", { leadId, ok: stored.ok });
  return stored;
}
