import { SERVICE_AREA } from "../constants";

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

/** The reply to a ZIP when the reply service is unavailable (SPEC §7). */
export function regionMessage(zipCode: string): string {
  switch (zipRegion(zipCode)) {
    case "san-francisco":
      return "San Francisco! We work with dealers all around the city and the Peninsula.";
    case "bay-area":
      return "The Bay Area! We have a strong dealer network from San Jose to Oakland.";
    case "los-angeles":
      return "Los Angeles! Some of our best deals come from the LA dealer network.";
    case "california":
      return "Great, you're in California, right where we work.";
    case "outside":
      return "Thanks! Just so you know, we serve cars registered in California.";
  }
}
