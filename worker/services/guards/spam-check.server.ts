import { z } from "zod";
import { SPAM_THRESHOLD } from "#app/domain/constants";
import { appConfig } from "#worker/config.server";
import { fetchJson } from "#worker/services/shared/fetch-json.server";
import { cached } from "#worker/services/shared/kv-cache.server";
import { purposeHmac } from "#worker/services/shared/purpose-keys.server";
import { logError } from "#worker/log.server";

const verdict = z.object({ frequency: z.number(), confidence: z.number() });

// StopForumSpam's JSON answer to an emailhash query; confidence is absent when the address was never
// reported. The section is named emailHash in the answers client libraries record; emailhash is read too.
const section = z.object({
  appears: z.coerce.number(),
  frequency: z.coerce.number(),
  confidence: z.coerce.number().optional(),
});
const spamAnswer = z.union([
  z.object({ emailHash: section }).transform((answer) => answer.emailHash),
  z.object({ emailhash: section }).transform((answer) => answer.emailhash),
]);

export const SPAM_LOOKUP_TIMEOUT_MS = 3000;

/**
 * SPEC §5: spam when reported with frequency above 0 and confidence above 50. Any failure accepts the
 * address. The service gets the MD5 of the lowercased address (its emailhash parameter), never the
 * address; the cache is keyed by an HMAC under a secret, so neither
 * the KV keys nor a list of candidate addresses lead back to a visitor.
 */
export async function isSpamEmail(env: Env, email: string): Promise<boolean> {
  const { SPAM_API_URL, EMAIL_LINK_KEY } = appConfig(env);
  try {
    const address = email.trim().toLowerCase();
    const key = `spam:${(await purposeHmac(EMAIL_LINK_KEY, "spam-cache", address)).toHex()}`;
    const { frequency, confidence } = await cached(env.CACHE, key, verdict, async () => {
      const url = `${SPAM_API_URL}?emailhash=${await md5Hex(address)}&json`;
      const answer = await fetchJson(url, spamAnswer, SPAM_LOOKUP_TIMEOUT_MS);
      return { frequency: answer.frequency, confidence: answer.confidence ?? 0 };
    });
    return frequency > SPAM_THRESHOLD.frequencyAbove && confidence > SPAM_THRESHOLD.confidenceAbove;
  } catch (error) {
    logError("spam_lookup_failed", error, { fallback: "accepted" });
    return false;
  }
}

/** workerd's WebCrypto digests MD5 as a non-standard extension; StopForumSpam's emailhash is its hex. */
async function md5Hex(text: string): Promise<string> {
  return new Uint8Array(await crypto.subtle.digest("MD5", new TextEncoder().encode(text))).toHex();
}
