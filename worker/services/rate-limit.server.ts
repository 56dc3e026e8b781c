import { logError } from "../log";

/** Client address as Cloudflare reports it; "unknown" shares one bucket rather than bypassing the limit. */
export function clientAddress(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? "unknown";
}

/** Workers Rate Limiting per client address and endpoint. A limiter fault lets the request through. */
export async function isRateLimited(env: Env, endpoint: string, request: Request): Promise<boolean> {
  try {
    const { success } = await env.WRITE_LIMITER.limit({ key: `${endpoint}:${clientAddress(request)}` });
    return !success;
  } catch (error) {
    logError("rate_limiter_unavailable", error, { endpoint });
    return false;
  }
}
