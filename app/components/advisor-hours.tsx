import { ADVISOR_SHIFTS } from "~/domain/advisor-hours";
import { formatHour } from "~/i18n/format";
import { useLocale, useT } from "~/i18n/i18n-context";
import type { MessageKey } from "~/i18n/messages/en";

/** The days of each shift in ADVISOR_SHIFTS' order. */
const SHIFT_DAYS: readonly MessageKey[] = ["site.hours.weekdays", "site.hours.saturday"];

/** "Mon-Fri: 8am-8pm PT | Sat: 9am-6pm PT" in the page's language (ADVISOR_HOURS_TEXT in English). */
export function useAdvisorHoursText(): string {
  const t = useT();
  const locale = useLocale();
  return ADVISOR_SHIFTS.map((shift, i) =>
    t("site.hours.shift", {
      days: t(SHIFT_DAYS[i] ?? "site.hours.weekdays"),
      opens: formatHour(locale, shift.opens),
      closes: formatHour(locale, shift.closes),
    }),
  ).join(" | ");
}

export function AdvisorHours() {
  return <>{useAdvisorHoursText()}</>;
}
