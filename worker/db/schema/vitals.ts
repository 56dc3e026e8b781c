import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { DEVICE_CLASSES } from "#app/domain/vitals/beacon.ts";
import { TARGET_METRICS, VITAL_METRICS } from "#app/domain/vitals/metrics.ts";
import { LEAD_LANGUAGES } from "#app/domain/lead-language.ts";

// Real visitors' Web Vitals, as counts (docs/decisions/050-web-vitals-in-the-field.md): no row holds a
// page view, an id, a URL or anything about the person; only how many views of a route fell where.

/**
 * Beacons per UTC hour (YYYY-MM-DDTHH), route pattern, metric, device class and language, counted in the
 * metric's fixed log-scale bucket (app/domain/vitals/buckets.ts): the 75th percentile is read from them.
 */
export const vitalHours = sqliteTable(
  "vital_hours",
  {
    hour: text("hour").notNull(),
    route: text("route").notNull(),
    metric: text("metric", { enum: VITAL_METRICS }).notNull(),
    device: text("device", { enum: DEVICE_CLASSES }).notNull(),
    language: text("language", { enum: LEAD_LANGUAGES }).notNull(),
    bucket: integer("bucket").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.route, t.metric, t.device, t.language, t.bucket] })],
);

/**
 * The elements the beacons name per UTC hour, route and metric (the largest paint's element, the slowest
 * interaction's target, as tag, id and classes): how many views named each, and how many of those were poor.
 */
export const vitalTargets = sqliteTable(
  "vital_targets",
  {
    hour: text("hour").notNull(),
    route: text("route").notNull(),
    metric: text("metric", { enum: TARGET_METRICS }).notNull(),
    selector: text("selector").notNull(),
    views: integer("views").notNull(),
    poor: integer("poor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.route, t.metric, t.selector] })],
);
