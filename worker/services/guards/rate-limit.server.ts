import { logError } from "#worker/log.server";

/** Client address as Cloudflare reports it; "unknown" shares one bucket rather than bypassing the limit. */
export function clientAddress(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? "unknown";
}

/**
 * Which Workers Rate Limiting binding counts the request: "write" for the public write endpoints (10 a
 * minute), "read" for the read doors that reach outside services or fill caches (generous, so no person
 * browsing meets it), "vitals" for the pages' Web Vitals beacons (generous too: one or two a page view).
 */
export type LimitKind = "write" | "read" | "vitals";

const LIMITERS = { write: "WRITE_LIMITER", read: "READ_LIMITER", vitals: "VITALS_LIMITER" } as const satisfies Record<LimitKind, keyof Env>;

/** Workers Rate Limiting per client address and endpoint. A limiter fault lets the request through. */
export async function isRateLimited(env: Env, endpoint: string, request: Request, kind: LimitKind = "write"): Promise<boolean> {
  const limiter = env[LIMITERS[kind]];
  try {
    const { success } = await limiter.limit({ key: `${endpoint}:${clientAddress(request)}` });
    return !success;
  } catch (error) {
    logError("rate_limiter_unavailable", error, { endpoint });
    return false;
  }
}
