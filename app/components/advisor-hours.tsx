import { advisorHoursText } from "#app/i18n/advisor-hours-text";
import { useLocale, useT } from "#app/i18n/i18n-context";

/** "Mon-Fri: 8am-8pm PT | Sat: 9am-6pm PT" in the page's language (ADVISOR_HOURS_TEXT in English). */
export function useAdvisorHoursText(): string {
  return advisorHoursText(useT(), useLocale());
}

export function AdvisorHours() {
  return <>{useAdvisorHoursText()}</>;
}
