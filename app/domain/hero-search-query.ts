import { z } from "zod";
import { BUDGET_OPTIONS, VEHICLE_TYPE_OPTIONS, type HeroSearch } from "./hero-search";

const choice = z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().max(60)).catch("");

/** The hero search as a plain GET form submits it (no JavaScript); anything unknown reads as not chosen. */
export const heroSearchQuerySchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPE_OPTIONS.map((o) => o.value)).catch("new"),
  make: choice,
  model: choice,
  budget: z.enum(BUDGET_OPTIONS.map((o) => o.value)).catch(""),
  zipCode: choice,
}) satisfies z.ZodType<HeroSearch>;
