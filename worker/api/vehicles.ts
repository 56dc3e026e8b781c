import { Hono } from "hono";
import { modelsQuerySchema, UNKNOWN_MAKE } from "#app/domain/vehicle-query";
import { listMakes, listModels } from "#worker/services/vehicles/vpic.server";
import type { AppEnv } from "./app-env";
import { jsonError, rateLimited, valid } from "./http";

export const vehiclesApi = new Hono<AppEnv>()
  .use(rateLimited("vehicles", "read"))
  .get("/makes", async (c) => c.json({ makes: await listMakes(c.env) }))
  .get("/models", valid("query", modelsQuerySchema), async (c) => {
    const query = c.req.valid("query");
    // Only a make of the cached make list reaches vPIC and the cache: any other string
    // would cost nine upstream calls and nine KV entries. The list's own spelling keys the cache.
    const wanted = query.make.toLowerCase();
    const make = (await listMakes(c.env)).find((m) => m.name.toLowerCase() === wanted);
    if (!make) return jsonError(400, "Invalid query", { make: UNKNOWN_MAKE });
    return c.json({ models: await listModels(c.env, make.name, query.year) });
  });
