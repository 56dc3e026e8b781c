import { Hono } from "hono";
import { dealsPayload } from "#worker/services/deals/payload.server";
import type { AppEnv } from "./app-env";
import { rateLimited } from "./http";

// Both answer from the one edge-cached payload. Neither starts enrichment: the hourly cron
// and the admin's saves do.
export const dealsApi = new Hono<AppEnv>()
  .use(rateLimited("deals", "read"))
  .get("/recent", async (c) => c.json({ deals: (await dealsPayload(c.env, c.executionCtx)).deals }))
  .get("/stats", async (c) => c.json((await dealsPayload(c.env, c.executionCtx)).stats));
