import { Hono } from "hono";
import { requestFacts } from "#worker/services/leads/context.server";
import { submitFormLead } from "#worker/services/leads/form-leads.server";
import type { AppEnv } from "./app-env";
import { jsonBodyLimit, outcomeResponse, rateLimited, readJson } from "./http";

export const leadsApi = new Hono<AppEnv>().post("/", jsonBodyLimit, rateLimited("leads"), async (c) =>
  outcomeResponse(await submitFormLead(c.env, await readJson(c), requestFacts(c.req.raw))),
);
