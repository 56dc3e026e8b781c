import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { VITALS_LIMITS } from "#app/domain/vitals/beacon";
import { vitalsBeaconSchema } from "#app/domain/vitals/beacon-schema";
import { fieldErrors } from "#app/domain/field-errors";
import { recordBeacon } from "#worker/services/vitals/counts.server";
import type { AppEnv } from "./app-env";
import { jsonError, rateLimited, readJson } from "./http";

const beaconLimit = bodyLimit({ maxSize: VITALS_LIMITS.maxBodyBytes, onError: () => jsonError(413, "Request body too large") });

/**
 * A page view's Web Vitals (app/vitals/report-vitals.ts). `navigator.sendBeacon` posts its JSON string as
 * text/plain, so the body is read as JSON whatever its type, then parsed with the domain's schema: anything
 * it does not know is refused (400), never stored.
 */
export const vitalsApi = new Hono<AppEnv>().post("/", beaconLimit, rateLimited("vitals", "vitals"), async (c) => {
  const beacon = vitalsBeaconSchema.safeParse(await readJson(c));
  if (!beacon.success) return jsonError(400, "Invalid request", fieldErrors(beacon.error));
  await recordBeacon(c.env, beacon.data);
  return c.body(null, 204);
});
