import { kept } from "#app/domain/kept";
import { formatPhoneDisplay } from "#app/domain/phone";
import { INTL_LOCALE, type Locale } from "./locale";

// Hours, dates and phone numbers as each language reads them (money: dollars.ts).

/**
 * An hour of the 24-hour clock as each language writes it: "8am" / "8 a.m." (US Spanish keeps the English
 * abbreviation). Written out rather than through Intl: the Worker's ICU and the browser's may space a
 * day period differently ("a. m.", a narrow no-break space), and the page must hydrate to the same text.
 */
export function formatHour(locale: Locale, hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  if (locale === "en") return `${twelve}${hour < 12 ? "am" : "pm"}`;
  return `${twelve} ${hour < 12 ? "a.m." : "p.m."}`;
}

/** US numbers are written (415) 555-0100 in both languages; Intl has no phone format, so this is the one. */
export function formatPhone(_locale: Locale, tenDigits: string): string {
  return formatPhoneDisplay(tenDigits);
}

/** A day (an ISO date) in words: "November 24, 2026" / "24 de noviembre de 2026", as of midday UTC so no time zone moves it. */
export function formatLongDate(locale: Locale, isoDate: string): string {
  return longDate(locale).format(new Date(`${isoDate}T12:00:00Z`));
}

/** One long-date formatter per language, made when first needed: making one costs far more than formatting with it. */
const LONG_DATES = new Map<Locale, Intl.DateTimeFormat>();

const longDate = (locale: Locale) =>
  kept(LONG_DATES, locale, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }));

/** Made when first needed and kept: every deal card shows a date, and making a formatter costs far more than formatting with it. */
let englishShortDate: Intl.DateTimeFormat | undefined;

/** Spanish month abbreviations as US Spanish writes them in dates. */
const SPANISH_MONTHS = ["ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.", "nov.", "dic."];

/**
 * A day (an ISO date) short: "Nov 1, 2026" / "1 nov. 2026". The Spanish is written out, as formatHour's
 * hours are: the Worker's ICU and the browser's may abbreviate a Spanish month differently ("sep"/"sept."),
 * and the page must hydrate to the same text.
 */
export function formatShortDate(locale: Locale, isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (locale === "en") {
    englishShortDate ??= new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    return englishShortDate.format(date);
  }
  return `${date.getUTCDate()} ${SPANISH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
