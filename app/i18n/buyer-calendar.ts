import { callCalendar } from "#app/domain/buyers/call-calendar";
import { formatPhone } from "./format";
import type { Locale } from "./locale";
import type { Translate } from "#app/domain/message";

// The booked call's calendar file in the buyer's language: its words come from the catalogue's `buyer`
// namespace, as the visitor emails' do (decision record 033), so the Worker that serves it reads them here.

type CalendarSite = { brand: string; supportPhone: string; host: string };

/** The buyer's booking as an .ics file whose event links back to their page, where it is moved or cancelled. */
export function buyerCalendar(
  t: Translate,
  locale: Locale,
  site: CalendarSite,
  call: { leadId: string; at: string; madeAt: string; pageUrl: string },
): string {
  return callCalendar({
    uid: `call-${call.leadId}@${site.host}`,
    start: call.at,
    stamp: call.madeAt,
    summary: t("buyer.calendar.summary", { brand: site.brand }),
    description: t("buyer.calendar.description", { phone: formatPhone(locale, site.supportPhone), page: call.pageUrl }),
    url: call.pageUrl,
  });
}
