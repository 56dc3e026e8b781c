import { lt, sql } from "drizzle-orm";
import { hourOf, SPEED_WINDOWS, windowStartHour } from "#app/domain/admin/site-speed";
import type { VitalsBeacon } from "#app/domain/vitals/beacon";
import { bucketOf } from "#app/domain/vitals/buckets";
import { isTargetMetric, ratingOf } from "#app/domain/vitals/metrics";
import { database } from "#worker/db/client";
import { vitalHours, vitalTargets } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";

/**
 * One page view's beacon, already parsed: each metric written to Analytics Engine when the Worker has the
 * binding, and counted in D1's hourly buckets, the element it names (LCP, INP) with it. One statement per
 * table, each an upsert that adds to the counts, so concurrent beacons never lose one another.
 */
export async function recordBeacon(env: VitalsEnv, beacon: VitalsBeacon, now = new Date()): Promise<void> {
  writeDataPoints(env, beacon);
  const hour = hourOf(now);
  const { route, device, language } = beacon;
  const db = database(env.DB);
  const counts = db
    .insert(vitalHours)
    .values(beacon.metrics.map(({ name, value }) => ({ hour, route, metric: name, device, language, bucket: bucketOf(name, value), n: 1 })))
    .onConflictDoUpdate({
      target: [vitalHours.hour, vitalHours.route, vitalHours.metric, vitalHours.device, vitalHours.language, vitalHours.bucket],
      set: { n: sql`${vitalHours.n} + excluded.n` },
    });
  const targets = beacon.metrics.flatMap(({ name, value, selector }) =>
    selector !== undefined && isTargetMetric(name)
      ? [{ hour, route, metric: name, selector, views: 1, poor: ratingOf(name, value) === "poor" ? 1 : 0 }]
      : [],
  );
  if (targets.length === 0) {
    await counts;
    return;
  }
  await db.batch([
    counts,
    db
      .insert(vitalTargets)
      .values(targets)
      .onConflictDoUpdate({
        target: [vitalTargets.hour, vitalTargets.route, vitalTargets.metric, vitalTargets.selector],
        set: { views: sql`${vitalTargets.views} + excluded.views`, poor: sql`${vitalTargets.poor} + excluded.poor` },
      }),
  ]);
}

/** The Worker's bindings, the Analytics Engine dataset optional: an operator may leave it out of wrangler.toml. */
type VitalsEnv = Omit<Env, "VITALS_EVENTS"> & Partial<Pick<Env, "VITALS_EVENTS">>;

/**
 * Analytics Engine keeps each metric as a data point (blobs: metric, route, device, language, connection,
 * selector, rating; double: the value; index: the route), for questions the page does not ask; without
 * the dataset, D1 still counts.
 */
function writeDataPoints(env: VitalsEnv, beacon: VitalsBeacon) {
  const dataset = env.VITALS_EVENTS;
  if (!dataset) return;
  for (const { name, value, selector } of beacon.metrics) {
    dataset.writeDataPoint({
      indexes: [beacon.route],
      blobs: [name, beacon.route, beacon.device, beacon.language, beacon.connection ?? "", selector ?? "", ratingOf(name, value)],
      doubles: [value],
    });
  }
}

/** The counts outlive the longest window the Site speed page shows by a day (its trend's first day is partial). */
export const VITALS_KEPT_DAYS = SPEED_WINDOWS[0] + 1;

/** Daily housekeeping: counts older than the page can show are deleted. */
export async function forgetOldVitals(env: Env, now = new Date()): Promise<void> {
  const before = windowStartHour(now, VITALS_KEPT_DAYS);
  const db = database(env.DB);
  const [hours, targets] = await db.batch([
    db.delete(vitalHours).where(lt(vitalHours.hour, before)),
    db.delete(vitalTargets).where(lt(vitalTargets.hour, before)),
  ]);
  logEvent("vitals_forgotten", { hours: hours.meta.changes, targets: targets.meta.changes });
}
