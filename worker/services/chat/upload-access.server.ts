import { and, eq, isNull, not } from "drizzle-orm";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { chatLeadAccess } from "./lead-tokens.server";
import { sessionEnded } from "./strike-count.server";
import { checkFormToken } from "#worker/services/guards";

/** What a chat upload shows for itself: the chat lead's id and token, or the page's form token. */
export type UploadProof = { leadToken: string | undefined; leadId: unknown; formToken: unknown };

/**
 * Who may upload a dealer quote for a chat session, before anything is stored:
 * - the chat's own lead with its token (a lead of that session);
 * - or the page's form token, valid as the lead forms take it (signed by us, 3 s to 2 hours old), with a
 *   session that already has a lead (its chat lead or a request it sent from a form) and was not ended
 *   for inappropriate messages. The token is not used up: it still gives the page its one stored request,
 *   and the per-session quota (claimed as each file is stored, storeChatQuote) bounds the uploads either way.
 * "unauthorized" when nothing proves the upload (or the session has no lead yet: its first save is
 * perhaps still under way); "forbidden" when the proof is wrong.
 */
export async function chatUploadAccess(env: Env, sessionId: string, proof: UploadProof): Promise<"ok" | "unauthorized" | "forbidden"> {
  if (proof.leadToken && typeof proof.leadId === "string") {
    return (await chatLeadAccess(env, proof.leadId, proof.leadToken, sessionId)) === "ok" ? "ok" : "forbidden";
  }
  if (typeof proof.formToken !== "string" || proof.formToken === "") return "unauthorized";
  if ((await checkFormToken(env, proof.formToken)).kind !== "valid") return "forbidden";
  return (await sessionHasLead(env, sessionId)) ? "ok" : "unauthorized";
}

async function sessionHasLead(env: Env, sessionId: string): Promise<boolean> {
  const [lead] = await database(env.DB)
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.sessionId, sessionId), isNull(leads.endedReason), not(sessionEnded(sessionId))))
    .limit(1);
  return lead !== undefined;
}
