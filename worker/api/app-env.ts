import type { Advisor } from "#app/domain/admin/advisor";
import type { RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";

/** Bindings and per-request variables shared by every Hono app of the Worker. */
export type AppEnv = { Bindings: Env; Variables: RequestIdVariables & SecureHeadersVariables };

/**
 * /admin/api's apps: the signed-in advisor is known (its gate sets it), with what the live desk checks
 * again while a socket stays open: the password session it came with (null under Access) and the
 * advisor's credential version.
 */
export type AdminEnv = AppEnv & { Variables: { advisor: Advisor; credential: { sessionId: string | null; credentialVersion: number } } };
