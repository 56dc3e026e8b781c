import { describe, expect, it } from "vitest";
import { checkQuote } from "#app/domain/quote-rules";
import { outTheDoor } from "#app/domain/quote-rules/quote-sums";
import { line, quote } from "#app/domain/quote-rules/test-quotes";
import type { QuoteReading } from "#app/domain/quotes/reading";
import { type ComparedQuote, compareQuotes } from "./quote-comparison";

/** A quote as the page hands it to the comparison: read, and checked by the rules in force. */
function checked(id: string, reading: QuoteReading): ComparedQuote {
  const { lines, ...head } = reading;
  return { id, head, lines, flags: checkQuote(reading, "2026-11-29").flags };
}

const sunset = checked(
  "sunset",
  quote(
    [
      line("MSRP", 3_500_000, "vehicle-price"),
      line("Dealer discount", 150_000, "discount"),
      line("Doc fee", 15_000, "documentation-fee"),
      line("Nitrogen-filled tires", 29_900, "add-on"),
      line("Sales tax", 300_000, "sales-tax"),
      line("Trade-in allowance", 800_000, "trade-in"),
    ],
    { totals: [{ label: "Total price", amountCents: 3_694_900, kind: "total" }] },
  ),
);

const bayside = checked(
  "bayside",
  quote(
    [
      line("Vehicle price", 3_450_000, "vehicle-price"),
      line("Documentation charge", 8_500, "documentation-fee"),
      line("NITROGEN FILLED TIRES", 19_900, "add-on"),
      line("Paint protection", 99_500, "add-on"),
      line("Sales tax", 290_000, "sales-tax"),
    ],
    { dealerName: "Bayside Toyota" },
  ),
);

describe("offers compared side by side", () => {
  const comparison = compareQuotes([sunset, bayside]);
  const row = (key: string) => comparison.rows.find((r) => r.key === key);

  it("adds each quote up out the door, from its lines, leaving out what pays for the car", () => {
    expect(comparison.columns.map((c) => c.outTheDoorCents)).toEqual([
      3_500_000 - 150_000 + 15_000 + 29_900 + 300_000,
      3_450_000 + 8_500 + 19_900 + 99_500 + 290_000,
    ]);
    expect(comparison.columns.map((c) => c.outTheDoorCents)).toEqual([outTheDoor(sunset.lines), outTheDoor(bayside.lines)]);
    expect(comparison.rows.some((r) => r.category === "trade-in")).toBe(false);
    expect(comparison.columns[0]?.printedTotalCents).toBe(3_694_900);
    expect(comparison.columns[1]?.printedTotalCents).toBeNull();
  });

  it("counts every difference from the quote that costs least out the door, per line and in total", () => {
    // Sunset: $36,949.00; Bayside: $38,679.00.
    expect(comparison.base).toBe(0);
    expect(comparison.columns.map((c) => c.differenceCents)).toEqual([null, 3_867_900 - 3_694_900]);
    expect(row("vehicle-price")?.cells.map((c) => c.differenceCents)).toEqual([null, -50_000]);
    // The discount only Sunset gives: Bayside has none, which costs its buyer $1,500 more on that line.
    expect(row("discount")?.cells.map((c) => [c.present, c.amountCents, c.differenceCents])).toEqual([
      [true, -150_000, null],
      [false, 0, 150_000],
    ]);
  });

  it("puts one add-on on one row whatever its case or punctuation, and each other on its own", () => {
    expect(row("add-on:nitrogen filled tires")?.cells.map((c) => c.amountCents)).toEqual([29_900, 19_900]);
    expect(row("add-on:paint protection")?.cells.map((c) => c.present)).toEqual([false, true]);
    expect(comparison.rows.map((r) => r.category)).toEqual([
      "vehicle-price",
      "discount",
      "documentation-fee",
      "sales-tax",
      "add-on",
      "add-on",
    ]);
  });

  it("shows what the check flagged beside the line, and never takes it off a total or a difference", () => {
    // Sunset's $150 doc fee is $65 over the $85 cap.
    expect(row("documentation-fee")?.cells.map((c) => c.flaggedCents)).toEqual([6_500, 0]);
    expect(comparison.columns[0]?.flaggedCents).toBeGreaterThanOrEqual(6_500);
    const unflagged = compareQuotes([
      { ...sunset, flags: [] },
      { ...bayside, flags: [] },
    ]);
    expect(unflagged.columns.map((c) => [c.outTheDoorCents, c.differenceCents])).toEqual(
      comparison.columns.map((c) => [c.outTheDoorCents, c.differenceCents]),
    );
    expect(unflagged.rows.map((r) => r.cells.map((c) => c.differenceCents))).toEqual(
      comparison.rows.map((r) => r.cells.map((c) => c.differenceCents)),
    );
  });

  it("says whether the quotes are for one car, and takes three or more", () => {
    expect(comparison.sameVehicle).toBe(true);
    const other = checked(
      "other",
      quote([line("MSRP", 3_000_000, "vehicle-price")], { vehicle: { year: 2026, make: "Honda", model: "CR-V", vin: null } }),
    );
    const three = compareQuotes([sunset, bayside, other]);
    expect(three.sameVehicle).toBe(false);
    expect(three.base).toBe(2);
    expect(three.columns.map((c) => c.differenceCents)).toEqual([3_694_900 - 3_000_000, 3_867_900 - 3_000_000, null]);
    expect(three.rows.find((r) => r.key === "add-on:paint protection")?.cells.map((c) => c.differenceCents)).toEqual([0, 99_500, null]);
  });
});
