import { itemsOf, type QuoteFlag, type RuleSource } from "../quote-rules";
import { QUOTE_MESSAGES } from "./messages";
import { formatCents } from "./money";

/** What the chat shows once a quote is read: the sentences, the sources they rest on, and the small print. */
export type QuoteSummary = { text: string; sources: RuleSource[]; note: string };

/** What a quote check has become, as the buyer's summary needs it. */
export type SummaryInput =
  | { status: "read"; lineCount: number; flags: QuoteFlag[]; worthQuestioningCents: number }
  | { status: "not-quote" }
  | { status: "unreadable"; reason: string };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The buyer's summary (issue 23, item 4): "We read 14 lines from your quote. Your advisor will go over
 * 3 items with you, including a documentation fee $65 above California's cap." The item named is the
 * one with the most at stake; reminders of the buyer's rights follow. A sum worth questioning is
 * shown as such, never as savings.
 */
export function buyerSummary(input: SummaryInput): QuoteSummary {
  const note = QUOTE_MESSAGES.notLegalAdvice;
  if (input.status === "not-quote") return { text: QUOTE_MESSAGES.notAQuote, sources: [], note };
  if (input.status === "unreadable") return { text: QUOTE_MESSAGES.unreadable(input.reason), sources: [], note };
  const questions = input.flags.filter((flag) => flag.severity === "question");
  const reminders = input.flags.filter((flag) => flag.severity === "info");
  const sentences = [`We read ${plural(input.lineCount, "line", "lines")} from your quote.`];
  const top = questions.toSorted((a, b) => b.amountCents - a.amountCents)[0];
  if (top) {
    sentences.push(`Your advisor will go over ${plural(itemsOf(questions), "item", "items")} with you, including ${top.headline}.`);
    if (input.worthQuestioningCents > 0) sentences.push(`Worth questioning: ${formatCents(input.worthQuestioningCents)}.`);
  } else sentences.push(QUOTE_MESSAGES.nothingStoodOut);
  for (const reminder of reminders) sentences.push(reminder.sentence);
  const sources = [...new Map([...questions, ...reminders].map((flag) => [flag.source.url + flag.source.label, flag.source])).values()];
  return { text: sentences.join(" "), sources, note };
}
