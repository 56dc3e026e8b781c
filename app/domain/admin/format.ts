import { ADVISOR_TIME_ZONE } from "../advisor-hours";

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

/** "2026-11-22T09:05:00-08:00": a Pacific time a spreadsheet reads, with its offset (the CSV, issue 21 item 7). */
export function formatPacificIso(iso: string): string {
  const p = Object.fromEntries(isoParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  const offset = p.timeZoneName === "GMT" ? "+00:00" : (p.timeZoneName ?? "").replace("GMT", "");
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

export const yesNoText = (value: boolean | null | undefined) => (value === true ? "Yes" : value === false ? "No" : "—");

/** Every admin page behind the sign-in stays out of search engines. */
export const ADMIN_ROBOTS = { name: "robots", content: "noindex, nofollow" } as const;

/**
 * The sign-in page itself may be indexed (issue 14.4: Lighthouse takes a noindex page for an SEO
 * failure): it shows nothing but the form, and robots.txt still keeps crawlers out of the rest of /admin.
 */
export const SIGN_IN_DESCRIPTION = "Where our car-buying advisors sign in to the advisor desk.";
