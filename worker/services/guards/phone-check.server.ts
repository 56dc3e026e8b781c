import { z } from "zod";
import { appConfig } from "#worker/config.server";
import { fetchJson } from "#worker/services/shared/fetch-json.server";
import { logError } from "#worker/log.server";

// numverify-style answer: `valid` on success, `error` when the service could not check.
const phoneAnswer = z.object({ valid: z.boolean().optional(), error: z.unknown().optional() });

export const PHONE_CHECK_TIMEOUT_MS = 3000;

/** Optional live verification (SPEC §5): no key, a service error or any failure counts as valid. */
export async function isPhoneReachable(env: Env, digits: string): Promise<boolean> {
  const { PHONE_API_URL, PHONE_API_KEY } = appConfig(env);
  if (!PHONE_API_KEY) return true;
  try {
    const url = `${PHONE_API_URL}?access_key=${encodeURIComponent(PHONE_API_KEY)}&number=1${digits}&country_code=US`;
    const answer = await fetchJson(url, phoneAnswer, PHONE_CHECK_TIMEOUT_MS);
    if (answer.error !== undefined) return true;
    return answer.valid !== false;
  } catch (error) {
    logError("phone_check_failed", error, { fallback: "accepted" });
    return true;
  }
}
