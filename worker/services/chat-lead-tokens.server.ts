import { eq } from "drizzle-orm";
import { database } from "../db/client";
import { leads } from "../db/schema";
import { sha256Hex } from "./kv-cache.server";
import { toBase64Url } from "./signed-stamp.server";

// A chat lead opens only to the token its creation returned: the old product let any browser update any
// lead by id. Only the token's hash is kept, in the lead's own row (chat_token_hash), written by the very
// insert that creates the lead: creation is one atomic write, with no second store that could fail after
// it (issue review: a KV write after the insert answered 500, and the retry made a second chat lead).

/** A new random token and the hash the lead keeps of it. */
export async function newChatToken(): Promise<{ token: string; hash: string }> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await sha256Hex(token) };
}

/** Whether `token` opens the lead `id`: "ok", or why not (a lead without its token, or no such lead). */
export async function chatLeadAccess(env: Env, id: string, token: string | undefined): Promise<"ok" | "forbidden" | "not-found"> {
  const [lead] = await database(env.DB).select({ hash: leads.chatTokenHash }).from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return "not-found";
  if (!lead.hash || !token) return "forbidden";
  return equalDigests(lead.hash, await sha256Hex(token)) ? "ok" : "forbidden";
}

/** Constant-time comparison of two hex digests, through the runtime's own timingSafeEqual. */
function equalDigests(a: string, b: string): boolean {
  const encoder = new TextEncoder();
  const [left, right] = [encoder.encode(a), encoder.encode(b)];
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right);
}
