import { and, eq } from "drizzle-orm";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";

// A chat lead opens only to the token its creation returned: the old product let any browser update any
// lead by id. Only the token's hash is kept, in the lead's own row (chat_token_hash), written by the very
// insert that creates the lead: creation is one atomic write, with no second store that could fail after
// it (issue review: a KV write after the insert answered 500, and the retry made a second chat lead).

/** A new random token and the hash the lead keeps of it. */
export async function newChatToken(): Promise<{ token: string; hash: string }> {
  const token = crypto.getRandomValues(new Uint8Array(32)).toBase64({ alphabet: "base64url", omitPadding: true });
  return { token, hash: new Uint8Array(await digest(token)).toHex() };
}

/**
 * Whether `token` opens the lead `id`: "ok", or why not (a lead without its token, or no such lead). With
 * `sessionId`, a lead of another chat session is no such lead (the chat's uploads).
 */
export async function chatLeadAccess(
  env: Env,
  id: string,
  token: string | undefined,
  sessionId?: string,
): Promise<"ok" | "forbidden" | "not-found"> {
  const where = sessionId === undefined ? eq(leads.id, id) : and(eq(leads.id, id), eq(leads.sessionId, sessionId));
  const [lead] = await database(env.DB).select({ hash: leads.chatTokenHash }).from(leads).where(where).limit(1);
  if (!lead) return "not-found";
  return lead.hash && token && (await sameDigest(lead.hash, token)) ? "ok" : "forbidden";
}

const digest = (token: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));

/** Whether `token` hashes to the stored hex digest, compared in constant time by the runtime. */
async function sameDigest(storedHex: string, token: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(storedHex)) return false;
  return crypto.subtle.timingSafeEqual(Uint8Array.fromHex(storedHex), await digest(token));
}
