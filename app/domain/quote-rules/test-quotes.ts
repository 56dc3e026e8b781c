import type { LineCategory } from "#app/domain/quotes/categories";
import type { QuoteLine, QuoteReading } from "#app/domain/quotes/reading";

// Small quotes for the rules' tests.

export const line = (label: string, amountCents: number, category: LineCategory, extra: Partial<QuoteLine> = {}): QuoteLine => ({
  label,
  amountCents,
  category,
  categorisedBy: "wording",
  markedOptional: false,
  section: null,
  ...extra,
});

export const quote = (lines: QuoteLine[], extra: Partial<QuoteReading> = {}): QuoteReading => ({
  dealerName: "Sunset Toyota",
  quoteDate: "2026-11-20",
  vehicle: { year: 2026, make: "Toyota", model: "RAV4 XLE", vin: null },
  condition: "new",
  electric: false,
  taxRatePercent: null,
  tireCount: null,
  optionalStatement: false,
  lines,
  totals: [],
  ...extra,
});
