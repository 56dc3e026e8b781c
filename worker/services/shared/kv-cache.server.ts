import type { z } from "zod";
import { CACHE_TTL_SECONDS } from "#app/domain/constants";
import { logError } from "#worker/log.server";

/**
 * Read-through cache in KV (SPEC §9: 24 hours). A broken or unreadable entry is treated as a miss;
 * a KV failure never fails the request, it only costs an upstream call.
 */
export async function cached<T>(kv: KVNamespace, key: string, schema: z.ZodType<T>, load: () => Promise<T>): Promise<T> {
  const hit = await kv.get(key, "json").catch(() => null);
  const parsed = schema.safeParse(hit);
  if (hit !== null && parsed.success) return parsed.data;
  const value = await load();
  await kv.put(key, JSON.stringify(value), { expirationTtl: CACHE_TTL_SECONDS }).catch((error: unknown) => {
    logError("kv_put_failed", error, { key });
  });
  return value;
}
