import type { z } from "zod";
import { loggedFetch } from "#worker/log.server";

/** Upstream answers are untrusted input: parsed with zod, with a timeout so a slow service cannot stall a page. */
export async function fetchJson<T>(url: string, schema: z.ZodType<T>, timeoutMs: number): Promise<T> {
  const response = await loggedFetch(new URL(url).host, url, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return schema.parse(await response.json());
}

export const UPSTREAM_TIMEOUT_MS = 4000;
