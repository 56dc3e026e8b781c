import type { MessageKey } from "#app/i18n/messages/en";
import type { Translate } from "#app/domain/message";
import type { LeadLanguage } from "#app/domain/lead-language";
import { itemsOf, type QuoteFlag, type RuleSource } from "#app/domain/quote-rules";
import { USED_CAR_RETURN } from "#app/domain/quote-rules/used-car-return";
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
 * The buyer's summary: "We read 14 lines from your quote. Your advisor will go over
 * 2 items with you: a documentation fee $65 above California's cap, and a market adjustment of $2,000."
 * Every item is named, once, in one list: a charge beyond what the law allows first, then what does not
 * add up, then what is merely negotiable. Reminders of the buyer's rights follow. A sum worth
 * questioning is shown as such, never as savings. In the buyer's language: the flags' own
 * words are English, written for the advisor, so a Spanish summary names the items and the reminders by
 * their rule.
 */
export function buyerSummary(input: SummaryInput, { locale, t }: SummaryWords): QuoteSummary {
  const note = t("quote.summary.note");
  if (input.status === "not-quote") return { text: t("quote.summary.notAQuote"), sources: [], note: null };
  if (input.status === "unreadable") return { text: unreadableWords(input.reason, locale, t), sources: [], note: null };
  const questions = input.flags.filter((flag) => flag.severity === "question");
  const reminders = input.flags.filter((flag) => flag.severity === "info");
  const sentences = [t("quote.summary.read", { count: input.lineCount })];
  const items = namedItems(questions);
  if (items.length > 0) {
    const names = items.map((flag) => flagName(flag, { locale, t }));
    const list = new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(names);
    sentences.push(t("quote.summary.goOver", { count: itemsOf(questions), items: list }));
    if (input.worthQuestioningCents > 0)
      sentences.push(t("quote.summary.worthQuestioning", { amount: formatCents(input.worthQuestioningCents) }));
  } else sentences.push(t("quote.summary.nothingStoodOut"));
  for (const reminder of reminders) sentences.push(locale === "en" ? reminder.sentence : reminderWords(reminder, t));
  const sources = [...new Map([...questions, ...reminders].map((flag) => [flag.source.url + flag.source.label, flag.source])).values()];
  return { text: sentences.join(" "), sources, note };
}

/** Where an item stands in the buyer's list: what the law forbids or caps, what does not add up, what is negotiable. */
const RANK = { law: 0, arithmetic: 1, negotiable: 2 } as const;

/** A flag named by its rule (app/domain/quote-rules), and its rank: the amount is the flag's own, what is at stake. */
const ITEMS: Record<string, { key: MessageKey; rank: number }> = {
  "doc-fee-cap": { key: "quote.item.docFeeCap", rank: RANK.law },
  "tire-fee": { key: "quote.item.tireFee", rank: RANK.law },
  "dealer-charge-as-government-fee": { key: "quote.item.dealerChargeAsGovernmentFee", rank: RANK.law },
  "no-benefit-add-on": { key: "quote.item.noBenefitAddOn", rank: RANK.law },
  "add-on-not-optional": { key: "quote.item.addOnNotOptional", rank: RANK.law },
  "sales-tax": { key: "quote.item.salesTax", rank: RANK.law },
  "totals-add-up": { key: "quote.item.totalsAddUp", rank: RANK.arithmetic },
  "dealer-added-fee": { key: "quote.item.dealerAddedFee", rank: RANK.negotiable },
};

const rankOf = (flag: QuoteFlag) => ITEMS[flag.ruleId]?.rank ?? RANK.arithmetic;
const before = (a: QuoteFlag, b: QuoteFlag) => rankOf(a) - rankOf(b) || b.amountCents - a.amountCents;

/**
 * One flag per item (a line flagged by three rules is one item, as itemsOf counts them), named by its
 * weightiest flag, the items in the order the buyer should raise them.
 */
function namedItems(questions: QuoteFlag[]): QuoteFlag[] {
  const byItem = new Map<string, QuoteFlag>();
  for (const [index, flag] of questions.entries()) {
    const item = flag.linePosition === null ? `quote-${index}` : `line-${flag.linePosition}`;
    const named = byItem.get(item);
    if (!named || before(flag, named) < 0) byItem.set(item, flag);
  }
  return [...byItem.values()].toSorted(before);
}

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
  ["too-large", "quote.reason.tooLarge"],
  ["protected", "quote.reason.protected"],
  ["damaged", "quote.reason.damaged"],
];

/** Every rule with a name in the catalogue, for the test that a new rule gets one. */
export const NAMED_RULES = [...Object.keys(ITEMS), ...Object.keys(REMINDERS)];

/** A flag named for the buyer: its own headline in English, its rule's name in Spanish. */
export function flagName(flag: QuoteFlag, { locale, t }: SummaryWords): string {
  return locale === "en" ? flag.headline : itemWords(flag, t);
}

function itemWords(flag: QuoteFlag, t: Translate): string {
  return t(ITEMS[flag.ruleId]?.key ?? "quote.item.other", { amount: formatCents(flag.amountCents) });
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
