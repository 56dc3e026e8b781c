import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { logError } from "#worker/log.server";

/**
 * GET /api/health for `npm run smoke` after a deploy: the Worker answers and D1
 * answers a query. Nothing else is read, so it costs one tiny query and tells nothing about anyone.
 */
export const healthApi = new Hono<AppEnv>().get("/", async (c) => {
  c.header("cache-control", "no-store");
  try {
    await c.env.DB.prepare("select 1").first();
    return c.json({ ok: true });
  } catch (error) {
    logError("health_check_failed", error);
    return c.json({ ok: false }, 503);
  }
});
