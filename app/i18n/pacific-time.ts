import { pacificWallClock } from "#app/domain/admin/advisor-time";
import { formatHour } from "./format";
import type { Locale } from "./locale";

// Times on the buyer's page, in Pacific time (SPEC §1's advisor hours are Pacific) and in the page's
// language. Written out, as format.ts's hours are: the Worker's ICU and the browser's may word a Spanish
// date differently, and the page must hydrate to the text the server sent.

const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  es: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
};

const MONTHS: Record<Locale, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
};

const wall = (iso: string) => new Date(pacificWallClock(Date.parse(iso)));

/** "10:30am" / "10:30 a.m.": the hour as format.ts writes it, with its minutes when they are not :00. */
export function pacificClock(locale: Locale, iso: string): string {
  const at = wall(iso);
  const hour = formatHour(locale, at.getUTCHours());
  const minutes = at.getUTCMinutes();
  if (minutes === 0) return hour;
  const [number, period] = locale === "en" ? [hour.slice(0, -2), hour.slice(-2)] : hour.split(" ");
  return `${number}:${String(minutes).padStart(2, "0")}${locale === "en" ? "" : " "}${period}`;
}

/** "Monday, November 30" / "lunes 30 de noviembre": a Pacific day. */
export function pacificDay(locale: Locale, iso: string): string {
  const at = wall(iso);
  const weekday = WEEKDAYS[locale][at.getUTCDay()];
  const month = MONTHS[locale][at.getUTCMonth()];
  return locale === "en" ? `${weekday}, ${month} ${at.getUTCDate()}` : `${weekday} ${at.getUTCDate()} de ${month}`;
}

/** "Monday, November 30, 10:30am" / "lunes 30 de noviembre, 10:30 a.m.", Pacific. */
export const pacificDateTime = (locale: Locale, iso: string) => `${pacificDay(locale, iso)}, ${pacificClock(locale, iso)}`;

/** "November 30, 2026" / "30 de noviembre de 2026": the Pacific date of an instant. */
export function pacificDate(locale: Locale, iso: string): string {
  const at = wall(iso);
  const month = MONTHS[locale][at.getUTCMonth()];
  return locale === "en"
    ? `${month} ${at.getUTCDate()}, ${at.getUTCFullYear()}`
    : `${at.getUTCDate()} de ${month} de ${at.getUTCFullYear()}`;
}
