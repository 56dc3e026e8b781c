import { buyerPagePath } from "#app/domain/buyers/buyer-links";
import type { LeadLanguage } from "#app/domain/lead-language";
import { buyerCalendar } from "#app/i18n/buyer-calendar";
import { serverTranslator } from "#app/i18n/catalogue.server";
import { appConfig } from "#worker/config.server";
import { bookedCall } from "./bookings.server";

/** The buyer's booked call as an .ics file, in their language, linking back to their page; null with no booking. */
export async function calendarFile(env: Env, leadId: string, token: string, language: LeadLanguage): Promise<string | null> {
  const call = await bookedCall(env, leadId);
  if (!call) return null;
  const { BRAND_NAME, SUPPORT_PHONE, PUBLIC_ORIGIN } = appConfig(env);
  const site = { brand: BRAND_NAME, supportPhone: SUPPORT_PHONE, host: new URL(PUBLIC_ORIGIN).host };
  const pageUrl = new URL(buyerPagePath(token, language), PUBLIC_ORIGIN).href;
  return buyerCalendar(serverTranslator(language, ["buyer"]), language, site, { leadId, ...call, pageUrl });
}
