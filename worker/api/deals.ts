import { Hono } from "hono";
import { enrichPendingDeals } from "../services/deal-enrichment.server";
import { dealStats, recentDeals } from "../services/deals.server";
import type { AppEnv } from "./app-env";

export const dealsApi = new Hono<AppEnv>()
  .get("/recent", async (c) => {
    const deals = await recentDeals(c.env);
    // Enrichment never delays an answer: it runs after the response is sent.
    c.executionCtx.waitUntil(enrichPendingDeals(c.env));
    return c.json({ deals });
  })
  .get("/stats", async (c) => c.json(await dealStats(c.env)));
