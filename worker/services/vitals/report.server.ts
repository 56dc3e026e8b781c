import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import {
  dailyTrend,
  type SpeedWindow,
  speedRows,
  TREND_DAYS,
  TREND_METRICS,
  windowStartHour,
  WORST_TARGETS_SHOWN,
} from "#app/domain/admin/site-speed";
import { database } from "#worker/db/client";
import { vitalHours, vitalTargets } from "#worker/db/schema";

/**
 * The Site speed page's figures, read in one batch (decision record 037): the bucket counts of the window
 * per route, device class and metric, those of LCP and INP per UTC day for the trend, and the interaction
 * targets with the most poor INP views in the window.
 */
export async function siteSpeed(env: Env, window: SpeedWindow, now = new Date()) {
  const db = database(env.DB);
  const since = windowStartHour(now, window);
  const day = sql<string>`substr(${vitalHours.hour}, 1, 10)`;
  const n = sql<number>`sum(${vitalHours.n})`;
  const poor = sql<number>`sum(${vitalTargets.poor})`;
  const views = sql<number>`sum(${vitalTargets.views})`;
  const [histogram, daily, worstTargets] = await db.batch([
    db
      .select({ route: vitalHours.route, device: vitalHours.device, metric: vitalHours.metric, bucket: vitalHours.bucket, n })
      .from(vitalHours)
      .where(gte(vitalHours.hour, since))
      .groupBy(vitalHours.route, vitalHours.device, vitalHours.metric, vitalHours.bucket),
    db
      .select({ day, metric: vitalHours.metric, bucket: vitalHours.bucket, n })
      .from(vitalHours)
      .where(and(gte(vitalHours.hour, windowStartHour(now, TREND_DAYS)), inArray(vitalHours.metric, [...TREND_METRICS])))
      .groupBy(day, vitalHours.metric, vitalHours.bucket),
    db
      .select({ selector: vitalTargets.selector, route: vitalTargets.route, poor, views })
      .from(vitalTargets)
      .where(and(eq(vitalTargets.metric, "INP"), gte(vitalTargets.hour, since)))
      .groupBy(vitalTargets.selector, vitalTargets.route)
      .orderBy(desc(poor), desc(views), vitalTargets.selector)
      .limit(WORST_TARGETS_SHOWN),
  ]);
  return { window, rows: speedRows(histogram), trend: dailyTrend(daily, now), worstTargets };
}

export type SiteSpeed = Awaited<ReturnType<typeof siteSpeed>>;
