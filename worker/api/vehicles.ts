import { Hono } from "hono";
import { fieldErrors } from "~/domain/field-errors";
import { modelsQuerySchema } from "~/domain/vehicle-query";
import { listMakes, listModels } from "../services/vehicle-data.server";
import type { AppEnv } from "./app-env";
import { jsonError } from "./http";

export const vehiclesApi = new Hono<AppEnv>()
  .get("/makes", async (c) => c.json({ makes: await listMakes(c.env) }))
  .get("/models", async (c) => {
    const query = modelsQuerySchema.safeParse(c.req.query());
    if (!query.success) return jsonError(400, "Invalid query", fieldErrors(query.error));
    return c.json({ models: await listModels(c.env, query.data.make, query.data.year) });
  });
