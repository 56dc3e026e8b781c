import type { RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";

/** Bindings and per-request variables shared by every Hono app of the Worker. */
export type AppEnv = { Bindings: Env; Variables: RequestIdVariables & SecureHeadersVariables };
