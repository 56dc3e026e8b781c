import { DAY_MS } from "./constants";

/** How long leads are kept, and how much the daily housekeeping does per run. */
export const RETENTION = {
  /** LEAD_RETENTION_MONTHS when the var is not set. */
  defaultMonths: 24,
  /** Leads deleted per daily run at most; a backlog is worked off over the following days. */
  leadsPerRun: 100,
} as const;

/** Dealer-quote uploads no lead references are swept once they are this old (a chat references its upload within seconds). */
export const UPLOAD_SWEEP = {
  orphanAfterMs: DAY_MS,
  /** Objects listed per page (R2's largest); a daily run goes through every page. */
  objectsPerPage: 1000,
} as const;

/**
 * The instant `months` calendar months before `now` (UTC): leads whose latest activity is older are
 * deleted. A day the earlier month lacks falls back to its last day (March 31 → February 28).
 */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}
