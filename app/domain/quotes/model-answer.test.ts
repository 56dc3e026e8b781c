import { describe, expect, it } from "vitest";
import { readingFromModel } from "./model-answer";

const answer = {
  is_dealer_quote: true,
  readable: true,
  unreadable_reason: "none",
  dealer_name: "Bay Honda",
  quote_date: "2026-11-18",
  vehicle_year: 2024,
  vehicle_make: "Honda",
  vehicle_model: "Civic EX",
  vin: "2hgfe2f59rh512345",
  condition: "used",
  electric: false,
  tax_rate_percent: 8.625,
  tire_count: 0,
  optional_statement: false,
  lines: [
    { label: "Selling price", amount: 24000, category: "other", marked_optional: false, section: "" },
    { label: "Window tint package", amount: 399, category: "add-on", marked_optional: false, section: "Accessories" },
    { label: "Lot fee", amount: 250, category: "dmv", marked_optional: false, section: "" },
  ],
  totals: [{ label: "Out the door", amount: 24649 }],
};

describe("the vision model's answer made a reading", () => {
  it("categorises by the kept wordings first, by the model only for labels they do not know", () => {
    const read = readingFromModel(answer);
    expect(read.kind).toBe("quote");
    if (read.kind !== "quote") return;
    expect(read.reading.lines.map((line) => [line.label, line.amountCents, line.category, line.categorisedBy])).toEqual([
      ["Selling price", 2_400_000, "vehicle-price", "wording"],
      ["Window tint package", 39_900, "add-on", "wording"],
      ["Lot fee", 25_000, "dmv", "model"],
    ]);
    expect(read.reading).toMatchObject({
      dealerName: "Bay Honda",
      vehicle: { year: 2024, make: "Honda", model: "Civic EX", vin: "2HGFE2F59RH512345" },
      condition: "used",
      taxRatePercent: 8.625,
      tireCount: null,
      totals: [{ label: "Out the door", amountCents: 2_464_900, kind: "total" }],
    });
  });

  it("tells a photo that is not a quote, and one the model could not read, with why", () => {
    expect(readingFromModel({ ...answer, is_dealer_quote: false })).toEqual({ kind: "not-quote" });
    expect(readingFromModel({ ...answer, readable: false, unreadable_reason: "blurred", lines: [] })).toEqual({
      kind: "unreadable",
      reason: "blurred",
    });
  });

  it("calls anything off the schema garbled", () => {
    expect(readingFromModel("I'm sorry, I can't help with that.")).toEqual({ kind: "unreadable", reason: "garbled" });
    expect(readingFromModel({ ...answer, lines: [{ label: "Price", amount: "a lot" }] })).toEqual({
      kind: "unreadable",
      reason: "garbled",
    });
  });
});
