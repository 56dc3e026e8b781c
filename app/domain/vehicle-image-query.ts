import { z } from "zod";

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
