import { z } from "zod";
import { SPAM_THRESHOLD } from "~/domain/constants";
import { appConfig } from "../config";
import { fetchJson } from "./fetch-json.server";
import { cached, sha256Hex } from "./kv-cache.server";
import { logError } from "../log";

const verdict = z.object({ frequency: z.number(), confidence: z.number() });

// StopForumSpam's JSON answer: confidence is absent when the address was never reported.
const spamAnswer = z.object({
  email: z.object({
    appears: z.coerce.number(),
    frequency: z.coerce.number(),
    confidence: z.coerce.number().optional(),
  }),
});

export const SPAM_LOOKUP_TIMEOUT_MS = 3000;

/** SPEC §5: spam when reported with frequency above 0 and confidence above 50. Any failure accepts the address. */
export async function isSpamEmail(env: Env, email: string): Promise<boolean> {
  const { SPAM_API_URL } = appConfig(env);
  try {
    // Keyed by a hash so the cache holds no visitor's address.
    const key = `spam:${await sha256Hex(email)}`;
    const { frequency, confidence } = await cached(env.CACHE, key, verdict, async () => {
      const url = `${SPAM_API_URL}?email=${encodeURIComponent(email)}&json`;
      const answer = await fetchJson(url, spamAnswer, SPAM_LOOKUP_TIMEOUT_MS);
      return { frequency: answer.email.frequency, confidence: answer.email.confidence ?? 0 };
    });
    return frequency > SPAM_THRESHOLD.frequencyAbove && confidence > SPAM_THRESHOLD.confidenceAbove;
  } catch (error) {
    logError("spam_lookup_failed", error, { fallback: "accepted" });
    return false;
  }
}
