import { eq } from "drizzle-orm";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { d1Batch } from "#worker/db/batch";
import { auditOnLead } from "#worker/services/leads";
import { queueQuoteReading } from "./reading-queue.server";
import { storeDealerQuote, type UploadOutcome } from "./uploads.server";

/**
 * A quote the buyer emailed, uploaded by an advisor on the lead's page: stored as the
 * chat's uploads are (same types, size and never-overwrite rule), tied to the lead, read the same way,
 * and recorded in the lead's audit. "missing" when there is no such lead.
 */
export async function uploadAdvisorQuote(
  env: Env,
  advisorId: number,
  leadId: string,
  file: File,
): Promise<UploadOutcome | { ok: false; status: 404 }> {
  const [lead] = await database(env.DB).select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return { ok: false, status: 404 };
  const stored = await storeDealerQuote(env, file, `lead-${lead.id}`);
  if (!stored.ok) return stored;
  await queueQuoteReading(env, { path: stored.path, source: "advisor", leadId: lead.id, advisorId });
  await d1Batch(env.DB, [auditOnLead(advisorId, lead.id, { action: "quote-upload" })]);
  return stored;
}
