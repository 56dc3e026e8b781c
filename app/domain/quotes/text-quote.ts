import { amountAtEnd } from "./money";
import { QUOTE_READING_LIMITS, type QuoteLine, type QuoteReading, type QuoteTotal } from "./reading";
import { dealerNameOf, quoteDateOf, vehicleFactsOf } from "./vehicle-facts";
import { totalKindOf, wordingOf } from "./wording";

/** A PDF with fewer printed characters than this has no text layer to speak of: a scan, for the vision model. */
export const MIN_TEXT_LAYER_CHARS = 40;

export type TextQuoteOutcome = { kind: "quote"; reading: QuoteReading } | { kind: "not-quote" } | { kind: "scanned" };

// Says add-ons are not required (Civil Code §1784.41(b)), in the words quotes use.
const OPTIONAL_STATEMENT = new RegExp(
  [
    String.raw`(add-?ons?|products?|accessories|items?)\b.{0,80}\b(optional|not required)\b`,
    String.raw`\b(optional|not required)\b.{0,80}\b(add-?ons?|products?|accessories)\b`,
    "without (the|these|any) add-?ons?",
  ].join("|"),
  "i",
);
const MARKED_OPTIONAL = /\boptional\b/i;
const RATE = /(\d{1,2}(?:\.\d{1,4})?)\s*%/;
const TIRE_COUNT = /(?:\b(\d{1,2})\s*(?:x|@|tires?\b)|\bx\s*(\d{1,2})\b|\((\d{1,2})\))/i;

/**
 * A dealer quote read from a text PDF's printed lines, with no AI: every line that
 * ends in an amount is a line item or a total; the kept wordings say which category; the rest of the
 * page gives the dealer, the date and the car. A page with a few amounts and no price or total is not
 * a quote; a page with next to no text is a scan.
 */
export function readTextQuote(printed: string[]): TextQuoteOutcome {
  if (printed.join("").replace(/\s/g, "").length < MIN_TEXT_LAYER_CHARS) return { kind: "scanned" };
  const lines: QuoteLine[] = [];
  const totals: QuoteTotal[] = [];
  let section: string | null = null;
  let taxRatePercent: number | null = null;
  let tireCount: number | null = null;
  for (const text of printed) {
    const found = amountAtEnd(text);
    if (!found || found.label === "") {
      if (isHeading(text)) section = text.replace(/:$/, "").trim().slice(0, 80);
      continue;
    }
    const label = found.label.slice(0, QUOTE_READING_LIMITS.labelMaxLength);
    const kind = totalKindOf(label);
    if (kind) {
      totals.push({ label, amountCents: found.amountCents, kind });
      continue;
    }
    const wording = wordingOf(label);
    const category = wording?.category ?? "other";
    if (category === "sales-tax") taxRatePercent ??= rateIn(label);
    if (category === "tire-fee") tireCount ??= tireCountIn(label);
    lines.push({
      label,
      amountCents: found.amountCents,
      category,
      categorisedBy: wording ? "wording" : "none",
      markedOptional: MARKED_OPTIONAL.test(label) && !/not optional/i.test(label),
      section,
    });
  }
  const hasPrice = lines.some((line) => line.category === "vehicle-price") || totals.length > 0;
  if (lines.length < 2 || !hasPrice) return { kind: "not-quote" };
  const facts = vehicleFactsOf(printed);
  return {
    kind: "quote",
    reading: {
      dealerName: dealerNameOf(printed),
      quoteDate: quoteDateOf(printed),
      ...facts,
      taxRatePercent,
      tireCount,
      optionalStatement: printed.some((text) => OPTIONAL_STATEMENT.test(text)),
      lines: lines.slice(0, QUOTE_READING_LIMITS.maxLines),
      totals: totals.slice(0, QUOTE_READING_LIMITS.maxTotals),
    },
  };
}

/** A short line of words with no amount, such as "Government fees:" or "DEALER ADD-ONS": a heading. */
const isHeading = (text: string) =>
  text.length <= 40 && /[a-z]/i.test(text) && !/\d/.test(text) && (/:$/.test(text) || text === text.toUpperCase());

function rateIn(label: string): number | null {
  const rate = Number(RATE.exec(label)?.[1]);
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

function tireCountIn(label: string): number | null {
  const match = TIRE_COUNT.exec(label);
  const count = Number(match?.[1] ?? match?.[2] ?? match?.[3]);
  return Number.isInteger(count) && count >= 1 && count <= 20 ? count : null;
}
