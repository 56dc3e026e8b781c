import { eq } from "drizzle-orm";
import { database } from "../db/client";
import { leads } from "../db/schema";

/** A chat lead's update token lives as a hash in KV: the old product let any browser update any lead by id. */
const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const tokenKey = (id: string) => `chat-token:${id}`;
// Tokens are kept only for the UUIDs createChatLead issues; any other id (of any length: KV refuses keys
// over 512 bytes with an error) cannot have one.
const ISSUED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new random token; only its hash is kept, and only for a lead really stored. */
export function randomToken(): string {
  return crypto.getRandomValues(new Uint8Array(32)).toBase64({ alphabet: "base64url", omitPadding: true });
}

export async function keepChatToken(env: Env, id: string, token: string): Promise<void> {
  await env.CACHE.put(tokenKey(id), new Uint8Array(await digest(token)).toHex(), { expirationTtl: TOKEN_TTL_SECONDS });
}

/** Whether `token` opens the lead `id`: "ok", or why not (a lead without its token, or no such lead). */
export async function chatLeadAccess(env: Env, id: string, token: string | undefined): Promise<"ok" | "forbidden" | "not-found"> {
  const stored = ISSUED_ID.test(id) ? await env.CACHE.get(tokenKey(id)) : null;
  if (!stored) {
    const [exists] = await database(env.DB).select({ id: leads.id }).from(leads).where(eq(leads.id, id)).limit(1);
    return exists ? "forbidden" : "not-found";
  }
  return token && (await sameDigest(stored, token)) ? "ok" : "forbidden";
}

const digest = (token: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));

/** Whether `token` hashes to the stored hex digest, compared in constant time by the runtime. */
async function sameDigest(storedHex: string, token: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(storedHex)) return false;
  return crypto.subtle.timingSafeEqual(Uint8Array.fromHex(storedHex), await digest(token));
}
