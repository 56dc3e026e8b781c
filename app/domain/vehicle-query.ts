import { z } from "zod";

/** /api/vehicles/models answers this for a make that is not on the make list the selects offer. */
export const UNKNOWN_MAKE = "unknown make";

/** Query of the model list: a make as the selects show it and a model year (a trailing + is ignored). */
export const modelsQuerySchema = z.object({
  make: z
    .string()
    .trim()
    .min(1, "make is required")
    .max(40)
    .regex(/^[\p{L}0-9 .&'-]+$/u, "invalid make"),
  year: z
    .string()
    .regex(/^\d{4}\+?$/, "year must be a 4-digit year")
    .transform((y) => Number(y.slice(0, 4)))
    .refine((y) => y >= 1900 && y <= new Date().getUTCFullYear() + 2, "year out of range"),
});
