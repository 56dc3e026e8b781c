import { describe, expect, it } from "vitest";
import { checkQuote, type QuoteFlag } from "#app/domain/quote-rules";
import { line, quote } from "#app/domain/quote-rules/test-quotes";
import { flagCards } from "./flag-cards";

describe("the flag cards", () => {
  const lines = [
    line("Vehicle price", 3_250_000, "vehicle-price"),
    line("Documentation fee", 15_000, "documentation-fee"),
    line("Nitrogen tire fill", 19_900, "add-on"),
  ];
  const check = checkQuote(quote(lines), "2026-11-24");
  const cards = flagCards(check.flags, lines);

  it("are one per line: the nitrogen line's three rules on one card, its amount once", () => {
    expect(cards.map((card) => [card.lineLabel, card.atStakeCents, card.flags.map((flag) => flag.ruleTitle)])).toEqual([
      ["Documentation fee", 6_500, ["Documentation fee over California's cap"]],
      [
        "Nitrogen tire fill",
        19_900,
        ["Add-ons on the CARS Act's no-benefit list", "Add-ons not marked optional", "Dealer-added charges, negotiable"],
      ],
    ]);
  });

  it("add up to the sum worth questioning", () => {
    const questions = cards.filter((card) => card.severity === "question");
    expect(questions.reduce((sum, card) => sum + card.atStakeCents, 0)).toBe(check.worthQuestioningCents);
    expect(questions).toHaveLength(check.items);
  });

  it("keep a reminder apart, at stake nothing", () => {
    const reminder: QuoteFlag = {
      ruleId: "used-car-return",
      severity: "info",
      linePosition: null,
      amountCents: 0,
      sentence: "You may return the car within 3 days.",
      headline: "your right to return the car",
      source: { label: "California Vehicle Code §11713.21", url: "https://example.org" },
    };
    const [card] = flagCards([reminder], lines);
    expect(card).toMatchObject({ severity: "info", atStakeCents: 0, lineLabel: null });
    expect(card?.flags[0]?.ruleTitle).toBe("The 3-day return of a used car at or under $50,000");
  });
});
