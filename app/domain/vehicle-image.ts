export const PLACEHOLDER_BODIES = ["sedan", "suv", "truck", "coupe", "hatchback", "wagon", "van"] as const;
export type PlaceholderBody = (typeof PLACEHOLDER_BODIES)[number];

/** Maps whatever body text a deal carries (vPIC's "Sport Utility Vehicle (SUV)/...", "Pickup") to a silhouette. */
export function placeholderBody(bodyStyle: string | null | undefined): PlaceholderBody {
  const text = (bodyStyle ?? "").toLowerCase();
  if (/suv|sport utility|crossover|multipurpose/.test(text)) return "suv";
  if (/pickup|truck/.test(text)) return "truck";
  if (/coupe|convertible|cabriolet/.test(text)) return "coupe";
  if (/hatch/.test(text)) return "hatchback";
  if (/wagon/.test(text)) return "wagon";
  if (/van|minivan/.test(text)) return "van";
  return "sedan";
}

export const placeholderUrl = (bodyStyle: string | null | undefined) => `/api/vehicle-image/placeholder/${placeholderBody(bodyStyle)}.svg`;
