// The quote check's buyer summary (app/domain/quotes/summary.ts) in both languages, through the compiled catalogue.
import { describe, expect, it } from "vitest";
import { serverTranslator } from "./catalogue.server";
import type { Locale } from "./locale";
import { en } from "./messages/en";
import { QUOTE_RULES, type QuoteFlag } from "#app/domain/quote-rules";
import { UNREADABLE_REASONS } from "#app/domain/quotes/messages";
import { BUYER_REASONS, buyerSummary, NAMED_RULES, type SummaryInput } from "#app/domain/quotes/summary";

const words = (locale: Locale) => ({ locale, t: serverTranslator(locale, ["quote"]) });
const english = (input: SummaryInput) => buyerSummary(input, words("en"));
const spanish = (input: SummaryInput) => buyerSummary(input, words("es"));

const flag = (
  ruleId: string,
  amountCents: number,
  headline: string,
  severity: QuoteFlag["severity"] = "question",
  linePosition: number | null = null,
): QuoteFlag => ({
  ruleId,
  severity,
  linePosition,
  amountCents,
  sentence: `${headline}.`,
  headline,
  source: { label: `Source of ${ruleId}`, url: `https://example.org/${ruleId}` },
});

/** A quote of 14 lines with three questions, the doc fee's the most at stake. */
const THREE_ITEMS: SummaryInput = {
  status: "read",
  lineCount: 14,
  flags: [
    flag("tire-fee", 500, "a tire fee that is not $1.75 a tire"),
    flag("doc-fee-cap", 6_500, "a documentation fee $65 above California's cap"),
    flag("totals-add-up", 100, "a total $1 above"),
  ],
  worthQuestioningCents: 7_100,
};

describe("the buyer's summary in the chat", () => {
  it("counts the lines and the items, names every item in one list, and gives the sources", () => {
    const summary = english(THREE_ITEMS);
    expect(summary.text).toBe(
      "We read 14 lines from your quote. Your advisor will go over 3 items with you: a documentation fee $65 above " +
        "California's cap, a tire fee that is not $1.75 a tire, and a total $1 above. Worth questioning: $71.",
    );
    expect(summary.sources.map((source) => source.label)).toEqual([
      "Source of tire-fee",
      "Source of doc-fee-cap",
      "Source of totals-add-up",
    ]);
    expect(summary.note).toBe("This is information, not legal advice.");
  });

  it("names a charge above a legal limit before a larger one that is merely negotiable, and a line flagged thrice once", () => {
    const summary = english({
      status: "read",
      lineCount: 12,
      flags: [
        flag("dealer-added-fee", 200_000, "a market adjustment of $2,000", "question", 3),
        flag("doc-fee-cap", 6_500, "a documentation fee $65 above California's cap", "question", 4),
        flag("no-benefit-add-on", 19_900, "a nitrogen charge the CARS Act limits", "question", 6),
        flag("add-on-not-optional", 19_900, "nitrogen tire fill not marked optional", "question", 6),
        flag("dealer-added-fee", 19_900, "nitrogen of $199", "question", 6),
      ],
      worthQuestioningCents: 226_400,
    });
    expect(summary.text).toBe(
      "We read 12 lines from your quote. Your advisor will go over 3 items with you: a nitrogen charge the CARS Act limits, " +
        "a documentation fee $65 above California's cap, and a market adjustment of $2,000. Worth questioning: $2,264.",
    );
    expect(
      spanish({
        status: "read",
        lineCount: 12,
        flags: [
          flag("dealer-added-fee", 200_000, "a market adjustment of $2,000", "question", 3),
          flag("doc-fee-cap", 6_500, "a documentation fee $65 above California's cap", "question", 4),
        ],
        worthQuestioningCents: 206_500,
      }).text,
    ).toBe(
      "Leímos 12 líneas de su cotización. Su asesor revisará 2 puntos con usted: un cargo por documentación que supera en $65 " +
        "el límite de California y un cargo de $2,000 que agrega el concesionario. Monto que vale la pena cuestionar: $2,065.",
    );
  });

  it("adds a reminder of the buyer's rights, and says so when nothing stood out", () => {
    const summary = english({
      status: "read",
      lineCount: 1,
      flags: [flag("used-car-return", 0, "your right to return", "info")],
      worthQuestioningCents: 0,
    });
    expect(summary.text).toBe(
      "We read 1 line from your quote. Nothing on it stood out against California's rules; your advisor will still go over it " +
        "with you. your right to return.",
    );
  });

  it("says plainly what could not be read, and what is not a quote", () => {
    expect(english({ status: "unreadable", reason: "the photo is too blurred to read" }).text).toBe(
      "We couldn't read your quote automatically (the photo is too blurred to read), so your advisor will read it and go over it " +
        "with you.",
    );
    expect(english({ status: "not-quote" }).sources).toEqual([]);
  });

  it("says an advisor will read a quote the service could not, without its troubles and without the small print", () => {
    const summary = english({ status: "unreadable", reason: UNREADABLE_REASONS["not-yet"] });
    expect(summary).toEqual({
      text: "We couldn't read your quote automatically, so your advisor will read it and go over it with you.",
      sources: [],
      note: null,
    });
    expect(english({ status: "not-quote" }).note).toBeNull();
    for (const reason of ["refused", "garbled", "interrupted", "failed", "not-queued"] as const)
      expect(english({ status: "unreadable", reason: UNREADABLE_REASONS[reason] }).text).not.toContain("(");
  });
});

describe("the buyer's summary in Spanish", () => {
  it("counts, names every item by its rule with its amount, and gives the sources", () => {
    const summary = spanish(THREE_ITEMS);
    expect(summary.text).toBe(
      "Leímos 14 líneas de su cotización. Su asesor revisará 3 puntos con usted: un cargo por documentación que supera en $65 " +
        "el límite de California, un cargo por llantas que no corresponde al cargo de California por llanta y un total que difiere " +
        "en $1 de la suma de sus líneas. Monto que vale la pena cuestionar: $71.",
    );
    expect(summary.sources).toHaveLength(3);
    expect(summary.note).toBe("Esto es información, no asesoría legal.");
  });

  it("says one line and the reminder of the 3-day return in Spanish", () => {
    expect(
      spanish({
        status: "read",
        lineCount: 1,
        flags: [flag("used-car-return", 0, "your right to return", "info")],
        worthQuestioningCents: 0,
      }).text,
    ).toBe(
      "Leímos 1 línea de su cotización. Nada en ella llamó la atención frente a las reglas de California; de todos modos, su " +
        "asesor la revisará con usted. Un auto usado se puede devolver dentro de 3 días si no se ha manejado más de 400 millas; " +
        "el concesionario puede descontar un cargo por reposición.",
    );
  });

  it("tells why a quote could not be read in Spanish, and what is not a quote", () => {
    expect(spanish({ status: "unreadable", reason: UNREADABLE_REASONS.blurred }).text).toBe(
      "No pudimos leer su cotización automáticamente (la foto está demasiado borrosa para leerla), así que su asesor la leerá y " +
        "la revisará con usted.",
    );
    expect(spanish({ status: "unreadable", reason: UNREADABLE_REASONS["not-yet"] })).toEqual({
      text: "No pudimos leer su cotización automáticamente, así que su asesor la leerá y la revisará con usted.",
      sources: [],
      note: null,
    });
    expect(spanish({ status: "not-quote" }).text).toBe(
      "Ese archivo no parece una cotización de un concesionario, así que no lo revisamos. Su asesor le echará un vistazo.",
    );
  });

  it("has a Spanish name for every rule's flags, and the catalogue's English reasons are the stored ones", () => {
    expect(QUOTE_RULES.map((rule) => rule.id).filter((id) => !NAMED_RULES.includes(id))).toEqual([]);
    const reasons = Object.entries(en).filter(([key]) => key.startsWith("quote.reason."));
    expect(reasons.map(([, words]) => words).sort()).toEqual(BUYER_REASONS.map(([id]) => UNREADABLE_REASONS[id]).sort());
    for (const [id, key] of BUYER_REASONS) expect(en[key]).toBe(UNREADABLE_REASONS[id]);
  });
});
