import { describe, expect, it } from "vitest";
import { readTextQuote } from "./text-quote";

const NEW_CAR = [
  "Sunset Toyota of Pasadena",
  "Buyer's Order Date: 11/20/2026",
  "2026 Toyota RAV4 XLE Premium VIN 2T3W1RFV5RW123456 NEW",
  "Vehicle price $32,500.00",
  "Dealer discount ($1,000.00)",
  "Documentation fee $150.00",
  "DEALER ADD-ONS",
  "Nitrogen tire fill $199.00",
  "Paint protection (optional) $895.00",
  "GOVERNMENT FEES",
  "Electronic filing fee $29.00",
  "California tire fee (4 @ $1.75) $7.00",
  "DMV registration and title $412.00",
  "Sales tax (9.50%) $3,137.94",
  "Total $36,329.94",
];

describe("a dealer quote read from a text PDF's lines", () => {
  const outcome = readTextQuote(NEW_CAR);
  const reading = outcome.kind === "quote" ? outcome.reading : null;

  it("lists every line with its label as printed, amount and category", () => {
    expect(reading?.lines.map((line) => [line.label, line.amountCents, line.category])).toEqual([
      ["Vehicle price", 3_250_000, "vehicle-price"],
      ["Dealer discount", -100_000, "discount"],
      ["Documentation fee", 15_000, "documentation-fee"],
      ["Nitrogen tire fill", 19_900, "add-on"],
      ["Paint protection (optional)", 89_500, "add-on"],
      ["Electronic filing fee", 2_900, "electronic-filing"],
      ["California tire fee (4 @ $1.75)", 700, "tire-fee"],
      ["DMV registration and title", 41_200, "dmv"],
      ["Sales tax (9.50%)", 313_794, "sales-tax"],
    ]);
  });

  it("keeps the printed total apart, the headings, the rate, the tire count and what is marked optional", () => {
    expect(reading?.totals).toEqual([{ label: "Total", amountCents: 3_632_994, kind: "total" }]);
    expect(reading?.lines[5]?.section).toBe("GOVERNMENT FEES");
    expect(reading?.taxRatePercent).toBe(9.5);
    expect(reading?.tireCount).toBe(4);
    expect(reading?.lines.map((line) => line.markedOptional)).toEqual([false, false, false, false, true, false, false, false, false]);
    expect(reading?.optionalStatement).toBe(false);
  });

  it("reads the dealer, the date and the car", () => {
    expect(reading).toMatchObject({
      dealerName: "Sunset Toyota of Pasadena",
      quoteDate: "2026-11-20",
      vehicle: { year: 2026, make: "Toyota", model: "RAV4 XLE Premium", vin: "2T3W1RFV5RW123456" },
      condition: "new",
      electric: false,
    });
  });

  it("notices a statement that add-ons are optional", () => {
    const stated = readTextQuote([...NEW_CAR, "All dealer add-ons are optional and not required to purchase the vehicle."]);
    expect(stated.kind === "quote" && stated.reading.optionalStatement).toBe(true);
  });

  it("says a page of a few amounts without a price or total is not a quote", () => {
    expect(readTextQuote(["Pacific Gas and Electric", "Your bill for November", "Electric charges $84.10", "Gas $30.00"]).kind).toBe(
      "not-quote",
    );
  });

  it("says a PDF with next to no text is a scan", () => {
    expect(readTextQuote(["", "  ", "1"]).kind).toBe("scanned");
  });
});
