// With its extension: advisor-time.ts, which the backfill of first calls runs in plain Node, reads this.
import { ADVISOR_TIME_ZONE } from "#app/domain/advisor-hours.ts";

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: ADVISOR_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

const shortTime = new Intl.DateTimeFormat("en-US", {
  timeZone: ADVISOR_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Thu, Nov 26, 9:00 AM": a callback's time on a button, Pacific. */
export const formatPacificShort = (iso: string) => shortTime.format(new Date(iso));

const clock = new Intl.DateTimeFormat("en-US", { timeZone: ADVISOR_TIME_ZONE, hour: "numeric", minute: "2-digit" });

/** "9:00 AM": the time of day, Pacific, for what happened today. */
export const formatPacificClock = (iso: string) => clock.format(new Date(iso));

/** "Nov 22, 2026, 9:05 AM PST": advisors read every time in Pacific time. */
export const formatPacific = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : "");

const isoParts = new Intl.DateTimeFormat("en-US", {
  timeZone: ADVISOR_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

/** "2026-11-22T09:05:00-08:00" as Intl gives it, part by part: the reference formatPacificIso keeps to. */
export function formatPacificIsoByIntl(iso: string): string {
  const p = Object.fromEntries(isoParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offsetText(p.timeZoneName ?? "GMT")}`;
}

/** Intl's "GMT-08:00" (or "GMT" for none) as an ISO offset. */
const offsetText = (zoneName: string) => (zoneName === "GMT" ? "+00:00" : zoneName.replace("GMT", ""));

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Pacific time's offset (its ISO text and minutes) for each UTC hour asked so far. California changes
 * clocks at 2 a.m. local, which is 10:00 or 09:00 UTC, on the hour: one UTC hour has one offset. Asking
 * Intl once per hour instead of once per time makes a CSV of a million leads' times affordable (Intl was
 * 85 % of the export's CPU). Bounded: emptied past 10,000 hours (over a year of distinct hours).
 */
const offsetsByHour = new Map<number, { text: string; minutes: number }>();

export function pacificOffset(ms: number): { text: string; minutes: number } {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetsByHour.get(hour);
  if (known) return known;
  const text = offsetText(isoParts.formatToParts(ms).find((part) => part.type === "timeZoneName")?.value ?? "GMT");
  const [, sign = "+", hours = "0", minutes = "0"] = /^([+-])(\d\d):(\d\d)$/.exec(text) ?? [];
  const offset = { text, minutes: (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) };
  if (offsetsByHour.size >= 10_000) offsetsByHour.clear();
  offsetsByHour.set(hour, offset);
  return offset;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-11-22T09:05:00-08:00": a Pacific time a spreadsheet reads, with its offset (the CSV). */
export function formatPacificIso(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Invalid time value: ${iso}`);
  const offset = pacificOffset(ms);
  // The wall clock in California, read with the UTC getters.
  const wall = new Date(ms + offset.minutes * MINUTE_MS);
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return `${date}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}${offset.text}`;
}

export const yesNoText = (value: boolean | null | undefined) => (value === true ? "Yes" : value === false ? "No" : "—");

/** Every admin page behind the sign-in stays out of search engines. */
export const ADMIN_ROBOTS = { name: "robots", content: "noindex, nofollow" } as const;

/**
 * The sign-in page itself may be indexed (Lighthouse takes a noindex page for an SEO
 * failure): it shows nothing but the form, and robots.txt still keeps crawlers out of the rest of /admin.
 */
export const SIGN_IN_DESCRIPTION = "Where our car-buying advisors sign in to the advisor desk.";
