import { z } from "zod";
import { CATEGORISED_BY, LINE_CATEGORIES, TOTAL_KINDS } from "./categories";
import { formatCents, MAX_LINE_AMOUNT_CENTS } from "./money";

// What a reading of a dealer quote holds, whichever path read it (the PDF's text
// layer or the vision model). The Worker parses every reading with this schema before storing it.

const text = (max: number) => z.string().trim().min(1).max(max);

export const QUOTE_READING_LIMITS = { maxLines: 80, maxTotals: 12, labelMaxLength: 120 } as const;

/** An amount a quote can print, in cents: whole, and within $10,000,000 either way. */
export const quoteAmountSchema = z
  .number()
  .int()
  .min(-MAX_LINE_AMOUNT_CENTS, `An amount below -${formatCents(MAX_LINE_AMOUNT_CENTS)} is not a car quote's.`)
  .max(MAX_LINE_AMOUNT_CENTS, `An amount above ${formatCents(MAX_LINE_AMOUNT_CENTS)} is not a car quote's.`);

export const quoteLineSchema = z.object({
  label: text(QUOTE_READING_LIMITS.labelMaxLength),
  amountCents: quoteAmountSchema,
  category: z.enum(LINE_CATEGORIES),
  categorisedBy: z.enum(CATEGORISED_BY),
  /** The line itself says the product is optional. */
  markedOptional: z.boolean(),
  /** The heading the line was printed under ("Government fees"), when the quote has headings. */
  section: z.string().trim().max(80).nullable(),
});

export const quoteTotalSchema = z.object({
  label: text(QUOTE_READING_LIMITS.labelMaxLength),
  amountCents: quoteAmountSchema,
  kind: z.enum(TOTAL_KINDS),
});

export const quoteVehicleSchema = z.object({
  year: z.number().int().min(1950).max(2100).nullable(),
  make: z.string().trim().max(40).nullable(),
  model: z.string().trim().max(60).nullable(),
  vin: z.string().trim().max(17).nullable(),
});

export const quoteReadingSchema = z.object({
  dealerName: z.string().trim().max(120).nullable(),
  /** The quote's own date (YYYY-MM-DD); the rules in force on it apply. */
  quoteDate: z.iso.date().nullable(),
  vehicle: quoteVehicleSchema,
  condition: z.enum(["new", "used"]).nullable(),
  /** A battery-electric car: no oil to change, no catalytic converter to mark (Civil Code §1784.42). */
  electric: z.boolean().nullable(),
  /** The sales-tax rate printed on the quote, in percent. */
  taxRatePercent: z.number().min(0).max(100).nullable(),
  /** How many new tires the tire fee says it is for. */
  tireCount: z.number().int().min(1).max(20).nullable(),
  /** The quote says, somewhere, that add-ons are optional or not required. */
  optionalStatement: z.boolean(),
  lines: z.array(quoteLineSchema).max(QUOTE_READING_LIMITS.maxLines),
  totals: z.array(quoteTotalSchema).max(QUOTE_READING_LIMITS.maxTotals),
});

export type QuoteLine = z.infer<typeof quoteLineSchema>;
export type QuoteTotal = z.infer<typeof quoteTotalSchema>;
export type QuoteReading = z.infer<typeof quoteReadingSchema>;

/** The reading's head without its lines: what a quote check keeps in one column. */
export type QuoteHead = Omit<QuoteReading, "lines">;
