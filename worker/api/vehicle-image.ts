import { Hono } from "hono";
import { PLACEHOLDER_BODIES } from "#app/domain/vehicle-image";
import { vehicleImageQuerySchema } from "#app/domain/vehicle-image-query";
import { placeholderSvg } from "#worker/services/vehicles/placeholder-svg";
import { vehicleImage } from "#worker/services/vehicles/image.server";
import type { AppEnv } from "./app-env";
import { jsonError, rateLimited, valid } from "./http";

export const vehicleImageApi = new Hono<AppEnv>()
  // It may reach the image provider and write KV and D1: the generous read limit.
  .get("/", rateLimited("vehicle-image", "read"), valid("query", vehicleImageQuerySchema), async (c) =>
    c.json(await vehicleImage(c.env, c.req.valid("query"))),
  )
  .get("/placeholder/:file", (c) => {
    const body = PLACEHOLDER_BODIES.find((b) => `${b}.svg` === c.req.param("file"));
    if (!body) return jsonError(404, "Not found");
    return c.body(placeholderSvg(body), 200, {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400, immutable",
    });
  });
