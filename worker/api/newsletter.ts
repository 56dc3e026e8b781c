import { Hono } from "hono";
import { requestFacts } from "#worker/services/leads/context.server";
import { subscribeNewsletter } from "#worker/services/leads/newsletter.server";
import type { AppEnv } from "./app-env";
import { jsonBodyLimit, outcomeResponse, rateLimited, readJson } from "./http";

export const newsletterApi = new Hono<AppEnv>().post("/", jsonBodyLimit, rateLimited("newsletter"), async (c) =>
  outcomeResponse(await subscribeNewsletter(c.env, await readJson(c), requestFacts(c.req.raw))),
);
