import { z } from "zod";

const part = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\p{L}0-9 .&'/+-]+$/u, "invalid characters")
  .transform((s) => s.toLowerCase());

/** SPEC §7 call 11: year, make, model and an optional trim, lowercased; the body picks the placeholder. */
export const vehicleImageQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2100),
  make: part,
  model: part,
  trim: z.preprocess((v) => (v === "" ? undefined : v), part.optional()),
  body: z.string().max(80).optional(),
});

export type VehicleImageQuery = z.output<typeof vehicleImageQuerySchema>;

type DealVehicle = { year: number; make: string; model: string; trim: string | null; bodyStyle: string | null };

/**
 * The image lookup of a deal, normalised as the query schema would (trimmed, lowercased, no empty
 * trim), so the recent-deals cards and the back office's cache find the same stock_vehicle_images row.
 */
export function dealImageQuery(deal: DealVehicle): VehicleImageQuery {
  const trim = deal.trim?.trim().toLowerCase();
  return {
    year: deal.year,
    make: deal.make.trim().toLowerCase(),
    model: deal.model.trim().toLowerCase(),
    trim: trim ? trim : undefined,
    body: deal.bodyStyle ?? undefined,
  };
}
