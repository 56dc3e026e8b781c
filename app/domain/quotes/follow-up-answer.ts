import type { QuoteFlag } from "#app/domain/quote-rules";
import type { LineCategory } from "./categories";
import { flagName, type SummaryWords } from "./summary";
import { wordingOf } from "./wording";

/** A flag of the buyer's quote with the line it is about (null for the quote as a whole). */
export type FlaggedLine = { flag: QuoteFlag; line: { label: string; amountCents: number; category: LineCategory } | null };

// A Spanish question names a line's kind in its own words; the kept wordings are the quotes' English.
const SPANISH_TOPICS: [RegExp, LineCategory][] = [
  [/documentaci[oó]n|tr[aá]mites?/, "documentation-fee"],
  [/llantas?|neum[aá]ticos?/, "tire-fee"],
  [/impuestos?/, "sales-tax"],
  [/adicional|accesorio|nitr[oó]geno|protecci[oó]n|pintura/, "add-on"],
];
const AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{2}))?/g;
/** Words every line shares, which say nothing about which line is meant. */
const COMMON = new Set(["fee", "fees", "charge", "price", "total", "cargo", "precio", "this", "that", "legal", "california"]);

/**
 * The flag a buyer's follow-up question is about, when the reply service is unavailable: "Is the $150
 * doc fee legal in California?" names the doc fee's line by its amount and its kind.
 * A flag is picked only on its line's amount (or the amount at stake) or kind, never on a word alone;
 * of equals, the one a law rather than a negotiation decides. Null when the question is about nothing flagged.
 */
export function flagAsked(question: string, flagged: FlaggedLine[]): QuoteFlag | null {
  const text = question.toLowerCase().slice(0, 300);
  const amounts = new Set([...text.matchAll(AMOUNT)].map((m) => Number((m[1] ?? "").replaceAll(",", "")) * 100 + Number(m[2] ?? 0)));
  const kind = wordingOf(text)?.category ?? SPANISH_TOPICS.find(([words]) => words.test(text))?.[1] ?? null;
  const words = new Set((text.match(/\p{L}{4,}/gu) ?? []).filter((word) => !COMMON.has(word)));
  let best: { flag: QuoteFlag; score: number } | null = null;
  for (const { flag, line } of flagged) {
    if (flag.severity !== "question") continue;
    const byAmount = amounts.has(flag.amountCents) || (line !== null && amounts.has(line.amountCents));
    const byKind = line !== null && kind === line.category;
    const byLabel = line !== null && (line.label.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((word) => words.has(word));
    const score = (byAmount ? 2 : 0) + (byKind ? 2 : 0) + (byLabel ? 1 : 0);
    if (score >= 2 && (!best || score > best.score)) best = { flag, score };
  }
  return best?.flag ?? null;
}

/** The answer: the flag in the buyer's language, its source, and the small print. */
export function flagAnswer(flag: QuoteFlag, words: SummaryWords): string {
  const finding = words.locale === "en" ? flag.sentence : words.t("quote.followUp.found", { item: flagName(flag, words) });
  return [words.t("quote.followUp.flag", { finding, source: flag.source.label, url: flag.source.url }), words.t("quote.summary.note")].join(
    " ",
  );
}
