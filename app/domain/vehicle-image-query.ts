import { z } from "zod";

/**
 * A make, model or trim as it may go into the image provider's path: letters, digits,
 * spaces and . & ' + -, never a slash, and no dot that could start a path step ("..", ".x").
 */
export const isPathSafePart = (s: string) => /^[\p{L}0-9 .&'+-]+$/u.test(s) && !s.startsWith(".") && !s.includes("..");

const part = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine(isPathSafePart, "invalid characters")
  .transform((s) => s.toLowerCase());

/** Whether every part of a lookup (a deal's, which did not come through the schema, too) is path-safe. */
export const isPathSafeQuery = (q: Pick<VehicleImageQuery, "make" | "model" | "trim">) =>
  [q.make, q.model, q.trim ?? "x"].every(isPathSafePart);

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
