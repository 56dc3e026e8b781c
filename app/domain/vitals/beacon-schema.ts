import { z } from "zod";
import { LEAD_LANGUAGES } from "#app/domain/lead-language";
import { CONNECTION_TYPES, DEVICE_CLASSES, isRoutePattern, isSafeSelector, VITALS_LIMITS, type VitalsBeacon } from "./beacon";
import { isTargetMetric, METRIC_MAXIMUM, VITAL_METRICS } from "./metrics";

// The Worker's parse of a page view's beacon (POST /api/vitals). Nothing it does not know passes: a route
// that looks like a URL, a selector with anything but a tag, an id and classes, an unknown metric or field.

const metricSchema = z
  .strictObject({
    name: z.enum(VITAL_METRICS, { error: "Unknown metric." }),
    value: z.number().finite().nonnegative(),
    selector: z.string().refine(isSafeSelector, { error: "A tag, an id and classes only." }).optional(),
  })
  .refine(({ name, value }) => value <= METRIC_MAXIMUM[name], { error: "Out of range.", path: ["value"] })
  .refine(({ name, selector }) => selector === undefined || isTargetMetric(name), {
    error: "Only LCP and INP name an element.",
    path: ["selector"],
  });

export const vitalsBeaconSchema = z.strictObject({
  route: z.string().max(VITALS_LIMITS.maxRouteLength).refine(isRoutePattern, { error: "A route pattern, not a URL." }),
  language: z.enum(LEAD_LANGUAGES),
  device: z.enum(DEVICE_CLASSES),
  connection: z.enum(CONNECTION_TYPES).optional(),
  metrics: z
    .array(metricSchema)
    .min(1)
    .max(VITAL_METRICS.length)
    .refine((metrics) => new Set(metrics.map(({ name }) => name)).size === metrics.length, { error: "Each metric once." }),
}) satisfies z.ZodType<VitalsBeacon>;
