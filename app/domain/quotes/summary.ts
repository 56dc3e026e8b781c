import type { MessageKey } from "~/i18n/messages/en";
import type { Translate } from "../chat/messages";
import type { LeadLanguage } from "../lead-language";
import { itemsOf, type QuoteFlag, type RuleSource } from "../quote-rules";
import { USED_CAR_RETURN } from "../quote-rules/used-car-return";
import { UNREADABLE_REASONS, type UnreadableReason } from "./messages";
import { formatCents } from "./money";

/**
 * What the chat shows once a quote is read: the sentences, the sources they rest on, and the small print
 * (null when the check told the buyer nothing about the law: a quote not read, or no quote).
 */
export type QuoteSummary = { text: string; sources: RuleSource[]; note: string | null };

/** What a quote check has become, as the buyer's summary needs it. */
export type SummaryInput =
  | { status: "read"; lineCount: number; flags: QuoteFlag[]; worthQuestioningCents: number }
  | { status: "not-quote" }
  | { status: "unreadable"; reason: string };

/** The buyer's language and its translator (the catalogue's "quote" namespace). */
export type SummaryWords = { locale: LeadLanguage; t: Translate };

/**
 * The buyer's summary (issue 23, item 4): "We read 14 lines from your quote. Your advisor will go over
 * 3 items with you, including a documentation fee $65 above California's cap." The item named is the
 * one with the most at stake; reminders of the buyer's rights follow. A sum worth questioning is
 * shown as such, never as savings. In the buyer's language (issue 24): the flags' own words are
 * English, written for the advisor, so a Spanish summary names the item and the reminders by their rule.
 */
export function buyerSummary(input: SummaryInput, { locale, t }: SummaryWords): QuoteSummary {
  const note = t("quote.summary.note");
  if (input.status === "not-quote") return { text: t("quote.summary.notAQuote"), sources: [], note: null };
  if (input.status === "unreadable") return { text: unreadableWords(input.reason, locale, t), sources: [], note: null };
  const questions = input.flags.filter((flag) => flag.severity === "question");
  const reminders = input.flags.filter((flag) => flag.severity === "info");
  const sentences = [t("quote.summary.read", { count: input.lineCount })];
  const top = questions.toSorted((a, b) => b.amountCents - a.amountCents)[0];
  if (top) {
    sentences.push(t("quote.summary.goOver", { count: itemsOf(questions), item: locale === "en" ? top.headline : itemWords(top, t) }));
    if (input.worthQuestioningCents > 0)
      sentences.push(t("quote.summary.worthQuestioning", { amount: formatCents(input.worthQuestioningCents) }));
  } else sentences.push(t("quote.summary.nothingStoodOut"));
  for (const reminder of reminders) sentences.push(locale === "en" ? reminder.sentence : reminderWords(reminder, t));
  const sources = [...new Map([...questions, ...reminders].map((flag) => [flag.source.url + flag.source.label, flag.source])).values()];
  return { text: sentences.join(" "), sources, note };
}

/** A flag named by its rule (app/domain/quote-rules): the amount is the flag's own, what is at stake. */
const ITEM_KEYS: Record<string, MessageKey> = {
  "doc-fee-cap": "quote.item.docFeeCap",
  "tire-fee": "quote.item.tireFee",
  "dealer-charge-as-government-fee": "quote.item.dealerChargeAsGovernmentFee",
  "no-benefit-add-on": "quote.item.noBenefitAddOn",
  "add-on-not-optional": "quote.item.addOnNotOptional",
  "dealer-added-fee": "quote.item.dealerAddedFee",
  "totals-add-up": "quote.item.totalsAddUp",
  "sales-tax": "quote.item.salesTax",
};

/** The rules whose flags are reminders (severity "info"), and the values their sentences need. */
const REMINDERS: Record<string, { key: MessageKey; values: Record<string, number> }> = {
  "used-car-return": { key: "quote.reminder.usedCarReturn", values: { days: USED_CAR_RETURN.days, miles: USED_CAR_RETURN.maxMiles } },
};

/**
 * The reasons the buyer is told, in their words: those about the photo or the file, which the buyer can
 * do something about. The reading service's own troubles are the advisor's (the lead page says them).
 */
export const BUYER_REASONS: readonly (readonly [UnreadableReason, MessageKey])[] = [
  ["blurred", "quote.reason.blurred"],
  ["cut-off", "quote.reason.cutOff"],
  ["too-dark", "quote.reason.tooDark"],
  ["unclear", "quote.reason.unclear"],
  ["heic", "quote.reason.heic"],
  ["no-page-image", "quote.reason.noPageImage"],
];

/** Every rule with a name in the catalogue, for the test that a new rule gets one. */
export const NAMED_RULES = [...Object.keys(ITEM_KEYS), ...Object.keys(REMINDERS)];

function itemWords(flag: QuoteFlag, t: Translate): string {
  return t(ITEM_KEYS[flag.ruleId] ?? "quote.item.other", { amount: formatCents(flag.amountCents) });
}

function reminderWords(flag: QuoteFlag, t: Translate): string {
  const reminder = REMINDERS[flag.ruleId];
  return reminder ? t(reminder.key, reminder.values) : flag.sentence;
}

/**
 * A quote not read, said plainly: an advisor will read it, and why when the buyer can do something
 * about it. A check's reason is stored as UNREADABLE_REASONS' English (the advisor reads it): found by
 * its words, told in the buyer's.
 */
function unreadableWords(reason: string, locale: LeadLanguage, t: Translate): string {
  const key = BUYER_REASONS.find(([id]) => UNREADABLE_REASONS[id] === reason)?.[1];
  if (!key) return t("quote.summary.unreadable");
  return t("quote.summary.unreadableBecause", { reason: locale === "en" ? reason : t(key) });
}
