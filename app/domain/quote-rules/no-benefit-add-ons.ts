import { formatCents } from "#app/domain/quotes/money";
import type { QuoteLine, QuoteReading } from "#app/domain/quotes/reading";
import { type NoBenefit, wordingOf } from "#app/domain/quotes/wording";
import { type QuoteRule, question } from "./rule";
import { SOURCES } from "./sources";

const ID = "no-benefit-add-on";

type Finding = { sentence: string; headline: string } | null;

/**
 * Civil Code §1784.42(a) (the CARS Act, from 2026-10-01): no charge for an add-on the buyer cannot
 * benefit from. A quote shows some cases outright (oil changes or a catalytic-converter marking on an
 * electric car); for others it shows the product and the question to ask (the nitrogen's purity, the
 * paint warranty). Service contracts void for a known condition and non-compliant GAP are not visible
 * on a quote and are left to the advisor.
 */
const FINDINGS: Record<NoBenefit, (line: QuoteLine, quote: QuoteReading) => Finding> = {
  nitrogen: (line) => ({
    sentence:
      `Nitrogen-filled tires (${formatCents(line.amountCents)}): the CARS Act forbids charging for nitrogen below 95% purity. ` +
      "Ask for the purity in writing.",
    headline: "a nitrogen charge the CARS Act limits",
  }),
  "oil-change": (line, quote) =>
    quote.electric
      ? {
          sentence:
            `${line.label} (${formatCents(line.amountCents)}) on an electric car, which has no engine oil to change: ` +
            "the CARS Act forbids the charge.",
          headline: "oil changes sold with an electric car",
        }
      : null,
  "catalytic-marking": (line, quote) =>
    quote.electric
      ? {
          sentence:
            `${line.label} (${formatCents(line.amountCents)}) on an electric car, which has no catalytic converter: ` +
            "the CARS Act forbids the charge.",
          headline: "a catalytic-converter marking on a car without one",
        }
      : null,
  "surface-protection": (line) => ({
    sentence:
      `${line.label} (${formatCents(line.amountCents)}): the CARS Act forbids charging for a surface protection that voids ` +
      "the manufacturer's paint warranty. Ask whether this one does.",
    headline: "a surface protection that may void the paint warranty",
  }),
};

export const noBenefitAddOns: QuoteRule = {
  id: ID,
  title: "Add-ons on the CARS Act's no-benefit list",
  sources: [SOURCES.carsActNoBenefit],
  effective: { from: "2026-10-01", to: null },
  check(quote) {
    return quote.lines.flatMap((line, position) => {
      const kind = wordingOf(line.label)?.noBenefit;
      const finding = kind && line.amountCents > 0 ? FINDINGS[kind](line, quote) : null;
      if (!finding) return [];
      return [question(ID, SOURCES.carsActNoBenefit, position, line.amountCents, finding)];
    });
  },
};
