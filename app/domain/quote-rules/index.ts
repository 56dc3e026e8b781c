import type { QuoteReading } from "#app/domain/quotes/reading";
import { addOnsOptional } from "./add-ons-optional";
import { dealerAddedFees } from "./dealer-added-fees";
import { dealerChargeAsGovernmentFee } from "./dealer-charge-as-government-fee";
import { docFeeCap } from "./doc-fee-cap";
import { noBenefitAddOns } from "./no-benefit-add-ons";
import { inForce, type QuoteFlag, type QuoteRule } from "./rule";
import { salesTax } from "./sales-tax";
import { tireFee } from "./tire-fee";
import { totalsAddUp } from "./totals-add-up";
import { usedCarReturn } from "./used-car-return";

export type { QuoteFlag, QuoteRule, RuleSource } from "./rule";

/** Every rule a quote is checked against, in the order the advisor reads their flags. */
export const QUOTE_RULES: readonly QuoteRule[] = [
  docFeeCap,
  tireFee,
  dealerChargeAsGovernmentFee,
  noBenefitAddOns,
  addOnsOptional,
  dealerAddedFees,
  totalsAddUp,
  salesTax,
  usedCarReturn,
];

/** What a check found: its flags, how many items they make for the advisor to go over, and the sum worth questioning. */
export type QuoteCheck = { flags: QuoteFlag[]; items: number; worthQuestioningCents: number };

/** The items to go over: each line with a question (however many rules flag it) and each question about the quote as a whole. */
export function itemsOf(flags: QuoteFlag[]): number {
  const questions = flags.filter((flag) => flag.severity === "question");
  return new Set(questions.map((flag, index) => (flag.linePosition === null ? `quote-${index}` : `line-${flag.linePosition}`))).size;
}

/**
 * The rules in force on the quote's date (else the day it is checked, YYYY-MM-DD) applied by plain
 * code, never by the model. "Worth questioning" adds what is at stake once per line (a nitrogen charge
 * flagged by two rules counts once, at the larger amount) and each flag about the quote as a whole: a
 * sum to raise with the dealer, never a promise of savings.
 */
export function checkQuote(quote: QuoteReading, checkedOn: string): QuoteCheck {
  const on = quote.quoteDate ?? checkedOn;
  const flags = QUOTE_RULES.filter((rule) => inForce(rule.effective, on)).flatMap((rule) => rule.check(quote, on));
  const questions = flags.filter((flag) => flag.severity === "question");
  const perLine = new Map<number, number>();
  let whole = 0;
  for (const flag of questions) {
    if (flag.linePosition === null) whole += flag.amountCents;
    else perLine.set(flag.linePosition, Math.max(perLine.get(flag.linePosition) ?? 0, flag.amountCents));
  }
  const lines = [...perLine.values()].reduce((sum, amount) => sum + amount, 0);
  return { flags, items: itemsOf(flags), worthQuestioningCents: whole + lines };
}
