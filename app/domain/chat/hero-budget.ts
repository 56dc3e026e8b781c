import { BUDGET_OPTIONS } from "#app/domain/hero-search";
import type { SliderRange } from "./budget";
import type { Translate } from "#app/domain/message";
import { FINANCE_TERM, priceToMonthly } from "./model-suggestions";

// The budget the buyer chose in the hero search (a price range, `?budget=30000-50000`)
// starts the chat's budget slider and is said back to them. A monthly question converts the range with
// SPEC §9's rule for model suggestions (60 months, 20% margin), so the two never disagree.

/** A hero budget: its label as the search showed it, and its ends in dollars (an open end is undefined). */
export type HeroBudget = { label: string; low: number | undefined; high: number | undefined };

/** The hero's budget from the chat's query hint; anything but one of the search's own options is no budget. */
export function heroBudget(hint: string | undefined): HeroBudget | undefined {
  const option = BUDGET_OPTIONS.find((o) => o.value !== "" && o.value === hint);
  if (!option) return undefined;
  const [from, to] = option.value.split("-");
  const amount = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);
  if (from === "under") return { label: option.label, low: undefined, high: amount(to) };
  if (from === "over") return { label: option.label, low: amount(to), high: undefined };
  return { label: option.label, low: amount(from), high: amount(to) };
}

/** The hero's range in the slider's terms: a price, or the monthly payment it stands for. */
function inTermsOf(hero: HeroBudget, monthly: boolean) {
  const convert = (price: number | undefined) => (price === undefined ? undefined : monthly ? priceToMonthly(price) : price);
  return { low: convert(hero.low), high: convert(hero.high) };
}

/**
 * The slider starting inside the hero's range: its middle, an open end taken at the slider's own end,
 * kept within the slider and on its step. Without a hero budget, the slider's default (SPEC §9).
 */
export function startingBudget(range: SliderRange, hero: HeroBudget | undefined, monthly: boolean): number {
  if (!hero) return range.initial;
  const { low, high } = inTermsOf(hero, monthly);
  const middle = ((low ?? range.min) + (high ?? range.max)) / 2;
  const stepped = range.min + Math.round((middle - range.min) / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, stepped));
}

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString("en-US")}`;

/** The hero's range as the search showed it ("$30,000-$50,000", "Under $30,000"), in the page's language. */
function rangeText(hero: HeroBudget, t: Translate): string {
  if (hero.low === undefined) return t("chat.heroBudget.rangeUnder", { amount: dollars(hero.high ?? 0) });
  if (hero.high === undefined) return t("chat.heroBudget.rangeOver", { amount: dollars(hero.low) });
  return `${dollars(hero.low)}-${dollars(hero.high)}`;
}

/** What the budget question says back: the hero's range, and for a monthly question the payments it stands for. */
export function heroBudgetLine(hero: HeroBudget, monthly: boolean, t: Translate): string {
  const range = rangeText(hero, t);
  if (!monthly) return t("chat.heroBudget.total", { range });
  const { low, high } = inTermsOf(hero, true);
  const payments =
    low === undefined
      ? t("chat.heroBudget.under", { amount: dollars(high ?? 0) })
      : high === undefined
        ? t("chat.heroBudget.over", { amount: dollars(low) })
        : `${dollars(low)}-${dollars(high)}`;
  return t("chat.heroBudget.monthly", { range, payments, months: FINANCE_TERM.months });
}
