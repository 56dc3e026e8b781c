import type { RequestIdVariables } from "hono/request-id";

/** Bindings and per-request variables shared by every Hono app of the Worker. */
export type AppEnv = { Bindings: Env; Variables: RequestIdVariables };
