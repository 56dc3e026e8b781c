import { z } from "zod";
import { LINE_CATEGORIES } from "./categories";
import { cents, formatCents, MAX_LINE_AMOUNT_CENTS } from "./money";

const OUT_OF_BOUNDS = `Type an amount between -${formatCents(MAX_LINE_AMOUNT_CENTS)} and ${formatCents(MAX_LINE_AMOUNT_CENTS)}.`;

/** A line's amount as an advisor types it: "$1,234.50", "1234.5", "-500"; no larger than a quote's line can be. */
const amountText = z
  .string()
  .trim()
  .regex(/^-?\$?\s?\d{1,3}(,?\d{3})*(\.\d{1,2})?$/, "Type an amount such as 1,234.50.")
  .transform((text) => cents(Number(text.replace(/[$,\s]/g, ""))))
  .pipe(z.number(OUT_OF_BOUNDS).min(-MAX_LINE_AMOUNT_CENTS, OUT_OF_BOUNDS).max(MAX_LINE_AMOUNT_CENTS, OUT_OF_BOUNDS));

/** The advisor's correction of one line, posted from the Quote check panel. */
export const quoteLineCorrectionSchema = z.object({
  intent: z.literal("quote-line"),
  leadId: z.uuid(),
  checkId: z.uuid(),
  position: z.coerce.number().int().min(0).max(200),
  amount: amountText,
  category: z.enum(LINE_CATEGORIES, "Choose a category."),
});

export type QuoteLineCorrection = z.output<typeof quoteLineCorrectionSchema>;
