import { z } from "zod";
import { LINE_CATEGORIES } from "./categories";
import { cents } from "./money";

/** A line's amount as an advisor types it: "$1,234.50", "1234.5", "-500". */
const amountText = z
  .string()
  .trim()
  .regex(/^-?\$?\s?\d{1,3}(,?\d{3})*(\.\d{1,2})?$/, "Type an amount such as 1,234.50.")
  .transform((text) => cents(Number(text.replace(/[$,\s]/g, ""))));

/** The advisor's correction of one line (issue 23, item 3), posted from the Quote check panel. */
export const quoteLineCorrectionSchema = z.object({
  intent: z.literal("quote-line"),
  leadId: z.uuid(),
  checkId: z.uuid(),
  position: z.coerce.number().int().min(0).max(200),
  amount: amountText,
  category: z.enum(LINE_CATEGORIES, "Choose a category."),
});

export type QuoteLineCorrection = z.output<typeof quoteLineCorrectionSchema>;
