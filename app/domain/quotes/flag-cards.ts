import { QUOTE_RULES, type QuoteFlag } from "#app/domain/quote-rules";

/** A flag with the name of the rule that raised it. */
export type NamedFlag = QuoteFlag & { ruleTitle: string };

/**
 * What the advisor reads of a check's flags: one card per line of the quote, naming each rule the line
 * trips, with what is at stake once (the largest of its questions, as the sum worth questioning counts
 * it), and one card per flag about the quote as a whole.
 */
export type FlagCard = {
  key: string;
  /** The line (its position in the reading), or null for the quote as a whole. */
  linePosition: number | null;
  lineLabel: string | null;
  /** "question" when any of its flags is worth raising with the dealer, else a reminder. */
  severity: QuoteFlag["severity"];
  atStakeCents: number;
  flags: NamedFlag[];
};

const TITLES = new Map(QUOTE_RULES.map((rule) => [rule.id, rule.title]));

/** The flags as cards, in the order their first flag comes (the rules' order). */
export function flagCards(flags: readonly QuoteFlag[], lines: readonly { label: string }[]): FlagCard[] {
  const cards: FlagCard[] = [];
  const byLine = new Map<number, FlagCard>();
  flags.forEach((flag, index) => {
    const named = { ...flag, ruleTitle: TITLES.get(flag.ruleId) ?? flag.ruleId };
    const position = flag.linePosition;
    const card = position === null ? undefined : byLine.get(position);
    if (card) {
      card.flags.push(named);
      return;
    }
    const fresh: FlagCard = {
      key: position === null ? `quote-${index}` : `line-${position}`,
      linePosition: position,
      lineLabel: position === null ? null : (lines[position]?.label ?? null),
      severity: flag.severity,
      atStakeCents: 0,
      flags: [named],
    };
    cards.push(fresh);
    if (position !== null) byLine.set(position, fresh);
  });
  for (const card of cards) {
    const questions = card.flags.filter((flag) => flag.severity === "question");
    card.severity = questions.length > 0 ? "question" : "info";
    card.atStakeCents = Math.max(0, ...questions.map((flag) => flag.amountCents));
  }
  return cards;
}
