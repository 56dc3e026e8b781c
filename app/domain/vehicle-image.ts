import { z } from "zod";

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

export const placeholderUrl = (bodyStyle: string | null | undefined) =>
  `/api/vehicle-image/placeholder/${placeholderBody(bodyStyle)}.svg`;

const part = z.string().trim().min(1).max(60).regex(/^[\p{L}0-9 .&'/+-]+$/u, "invalid characters").transform((s) => s.toLowerCase());

/** SPEC §7 call 11: year, make, model and an optional trim, lowercased; the body picks the placeholder. */
export const vehicleImageQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2100),
  make: part,
  model: part,
  trim: z.preprocess((v) => (v === "" ? undefined : v), part.optional()),
  body: z.string().max(80).optional(),
});

export type VehicleImageQuery = z.output<typeof vehicleImageQuerySchema>;
