import { z } from "zod";
import { LINE_CATEGORIES } from "./categories";
import { cents } from "./money";
import { QUOTE_READING_LIMITS, type QuoteReading, quoteReadingSchema } from "./reading";
import { totalKindOf, wordingOf } from "./wording";
import type { UnreadableReason } from "./messages";

// The vision model's answer (docs/decisions/022): the JSON schema it is asked to
// answer in, and the zod schema its answer is held to. Unknown values are "" or 0 rather than null,
// which JSON mode keeps to more reliably than a union of types.

const MODEL_REASONS = ["none", "blurred", "cut-off", "too-dark", "unclear"] as const;

/** Sent as `response_format: { type: "json_schema", json_schema }`. */
export const QUOTE_JSON_SCHEMA = {
  type: "object",
  properties: {
    is_dealer_quote: {
      type: "boolean",
      description: "true if the image is a car dealer's price quote, buyer's order or purchase agreement",
    },
    readable: { type: "boolean" },
    unreadable_reason: { type: "string", enum: MODEL_REASONS },
    dealer_name: { type: "string" },
    quote_date: { type: "string", description: "YYYY-MM-DD, or empty" },
    vehicle_year: { type: "integer", description: "0 if not shown" },
    vehicle_make: { type: "string" },
    vehicle_model: { type: "string" },
    vin: { type: "string" },
    condition: { type: "string", enum: ["new", "used", "unknown"] },
    electric: { type: "boolean" },
    tax_rate_percent: { type: "number", description: "0 if not shown" },
    tire_count: { type: "integer", description: "0 if not shown" },
    optional_statement: { type: "boolean", description: "the quote states that add-ons are optional or not required" },
    lines: {
      type: "array",
      items: {
        type: "object",
        properties: {
          label: { type: "string", description: "exactly as printed" },
          amount: { type: "number", description: "in dollars; negative for discounts, rebates, trade-in and down payment" },
          category: { type: "string", enum: LINE_CATEGORIES },
          marked_optional: { type: "boolean" },
          section: { type: "string", description: "the heading the line is printed under, or empty" },
        },
        required: ["label", "amount", "category", "marked_optional", "section"],
      },
    },
    totals: {
      type: "array",
      items: { type: "object", properties: { label: { type: "string" }, amount: { type: "number" } }, required: ["label", "amount"] },
    },
  },
  required: ["is_dealer_quote", "readable", "unreadable_reason", "lines", "totals"],
} as const;

const unknownText = z.string().trim().catch("");
const modelAnswerSchema = z.object({
  is_dealer_quote: z.boolean(),
  readable: z.boolean(),
  unreadable_reason: z.enum(MODEL_REASONS).catch("unclear"),
  dealer_name: unknownText.default(""),
  quote_date: unknownText.default(""),
  vehicle_year: z.number().int().catch(0).default(0),
  vehicle_make: unknownText.default(""),
  vehicle_model: unknownText.default(""),
  vin: unknownText.default(""),
  condition: z.enum(["new", "used", "unknown"]).catch("unknown").default("unknown"),
  electric: z.boolean().nullable().catch(null).default(null),
  tax_rate_percent: z.number().min(0).max(100).catch(0).default(0),
  tire_count: z.number().int().min(0).max(20).catch(0).default(0),
  optional_statement: z.boolean().catch(false).default(false),
  lines: z
    .array(
      z.object({
        label: z.string().trim().min(1),
        amount: z.number().finite(),
        category: z.enum(LINE_CATEGORIES).nullable().catch(null),
        marked_optional: z.boolean().catch(false).default(false),
        section: unknownText.default(""),
      }),
    )
    .max(QUOTE_READING_LIMITS.maxLines),
  totals: z.array(z.object({ label: z.string().trim().min(1), amount: z.number().finite() })).max(QUOTE_READING_LIMITS.maxTotals),
});

export type ModelReading =
  | { kind: "quote"; reading: QuoteReading }
  | { kind: "not-quote" }
  | { kind: "unreadable"; reason: UnreadableReason };

const orNull = (value: string) => (value === "" ? null : value);

/**
 * The model's answer made a reading: held to the schema (anything else is "garbled"), its labels
 * categorised by the kept wordings first and by the model only where they know nothing.
 */
export function readingFromModel(answer: unknown): ModelReading {
  const parsed = modelAnswerSchema.safeParse(answer);
  if (!parsed.success) return { kind: "unreadable", reason: "garbled" };
  const a = parsed.data;
  if (!a.is_dealer_quote) return { kind: "not-quote" };
  if (!a.readable || a.lines.length === 0)
    return { kind: "unreadable", reason: a.unreadable_reason === "none" ? "unclear" : a.unreadable_reason };
  const reading = quoteReadingSchema.safeParse({
    dealerName: orNull(a.dealer_name.slice(0, 120)),
    quoteDate: /^\d{4}-\d{2}-\d{2}$/.test(a.quote_date) ? a.quote_date : null,
    vehicle: {
      year: a.vehicle_year >= 1950 && a.vehicle_year <= 2100 ? a.vehicle_year : null,
      make: orNull(a.vehicle_make.slice(0, 40)),
      model: orNull(a.vehicle_model.slice(0, 60)),
      vin: /^[A-HJ-NPR-Z0-9]{17}$/i.test(a.vin) ? a.vin.toUpperCase() : null,
    },
    condition: a.condition === "unknown" ? null : a.condition,
    electric: a.electric,
    taxRatePercent: a.tax_rate_percent > 0 ? a.tax_rate_percent : null,
    tireCount: a.tire_count > 0 ? a.tire_count : null,
    optionalStatement: a.optional_statement,
    lines: a.lines.map((line) => {
      const label = line.label.slice(0, QUOTE_READING_LIMITS.labelMaxLength);
      const known = wordingOf(label);
      const category = known?.category ?? line.category ?? "other";
      const categorisedBy = known ? "wording" : line.category ? "model" : "none";
      return {
        label,
        amountCents: cents(line.amount),
        category,
        categorisedBy,
        markedOptional: line.marked_optional,
        section: orNull(line.section),
      };
    }),
    totals: a.totals.map((total) => ({
      label: total.label.slice(0, 120),
      amountCents: cents(total.amount),
      kind: totalKindOf(total.label) ?? "total",
    })),
  });
  return reading.success ? { kind: "quote", reading: reading.data } : { kind: "unreadable", reason: "garbled" };
}
