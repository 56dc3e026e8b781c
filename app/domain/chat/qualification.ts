import type { MessageKey } from "#app/i18n/messages/en";
import { SERVICE_AREA } from "#app/domain/constants";

/** SPEC §4: qualified unless the ZIP is outside California (900-961) or the car is used. */
export function isQualified(zipCode: string | undefined, vehicleType: string | undefined): boolean {
  const prefix = Number((zipCode ?? "").slice(0, 3));
  const inCalifornia = prefix >= SERVICE_AREA.californiaZipPrefixes.from && prefix <= SERVICE_AREA.californiaZipPrefixes.to;
  return (zipCode === undefined || inCalifornia) && vehicleType !== "used";
}

export type Region = "san-francisco" | "bay-area" | "los-angeles" | "california" | "outside";

/** SPEC §9: Bay Area 940-949 (942 San Francisco), Los Angeles 900-909, 917 and 918. */
export function zipRegion(zipCode: string): Region {
  const prefix = Number(zipCode.slice(0, 3));
  if (prefix === 942) return "san-francisco";
  if (prefix >= 940 && prefix <= 949) return "bay-area";
  if ((prefix >= 900 && prefix <= 909) || prefix === 917 || prefix === 918) return "los-angeles";
  if (prefix >= SERVICE_AREA.californiaZipPrefixes.from && prefix <= SERVICE_AREA.californiaZipPrefixes.to) return "california";
  return "outside";
}

const REGION_MESSAGES: Record<Region, MessageKey> = {
  "san-francisco": "chat.region.san-francisco",
  "bay-area": "chat.region.bay-area",
  "los-angeles": "chat.region.los-angeles",
  california: "chat.region.california",
  outside: "chat.region.outside",
};

/** The reply to a ZIP when the reply service is unavailable (SPEC §7): its catalogue key. */
export function regionMessage(zipCode: string): MessageKey {
  return REGION_MESSAGES[zipRegion(zipCode)];
}
