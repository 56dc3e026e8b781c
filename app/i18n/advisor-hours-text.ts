import { ADVISOR_SHIFTS } from "#app/domain/advisor-hours";
import { formatHour } from "./format";
import type { Locale } from "./locale";
import type { MessageKey } from "./messages/en";
import type { Translate } from "#app/domain/message";

/** The days of each shift in ADVISOR_SHIFTS' order. */
const SHIFT_DAYS: readonly MessageKey[] = ["site.hours.weekdays", "site.hours.saturday"];

/** "Mon-Fri: 8am-8pm PT | Sat: 9am-6pm PT" in a language (ADVISOR_HOURS_TEXT in English), for pages and emails. */
export function advisorHoursText(t: Translate, locale: Locale): string {
  return ADVISOR_SHIFTS.map((shift, i) =>
    t("site.hours.shift", {
      days: t(SHIFT_DAYS[i] ?? "site.hours.weekdays"),
      opens: formatHour(locale, shift.opens),
      closes: formatHour(locale, shift.closes),
    }),
  ).join(" | ");
}
