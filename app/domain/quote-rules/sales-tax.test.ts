import { describe, expect, it } from "vitest";
import { salesTax } from "./sales-tax";
import { line, quote } from "./test-quotes";

const price = line("Vehicle price", 3_000_000, "vehicle-price");
const docFee = line("Doc fee", 8_500, "documentation-fee");
const tax = (cents: number, label = "Sales tax (9.5%)") => line(label, cents, "sales-tax");

describe("sales tax (CDTFA rates)", () => {
  it("passes the printed rate times the taxable amount", () => {
    expect(salesTax.check(quote([price, docFee, tax(285_808)], { taxRatePercent: 9.5 }), "2026-11-20")).toEqual([]);
  });

  it("flags a rate outside 7.25% to 11.25%", () => {
    const [flag] = salesTax.check(quote([price, tax(360_000)], { taxRatePercent: 12 }), "2026-11-20");
    expect(flag?.sentence).toBe("The sales-tax rate of 12% is outside California's range (7.25% to 11.25%).");
    expect(flag?.amountCents).toBe(22_500);
  });

  it("flags a tax that is not the printed rate times the printed taxable amount", () => {
    const totals = [{ label: "Taxable amount", amountCents: 3_000_000, kind: "taxable" as const }];
    const [flag] = salesTax.check(quote([price, tax(300_000)], { taxRatePercent: 9.5, totals }), "2026-11-20");
    expect(flag?.sentence).toBe("The sales tax is $3,000, but 9.5% of the taxable amount of $30,000 is $2,850.");
    expect(flag?.amountCents).toBe(15_000);
  });

  it("works out the rate when none is printed", () => {
    const [flag] = salesTax.check(quote([price, tax(150_000, "Sales tax")]), "2026-11-20");
    expect(flag?.sentence).toBe("The sales tax works out at 5% of the taxable amount, outside California's range (7.25% to 11.25%).");
  });

  it("knows no range before the first it holds", () => {
    expect(salesTax.check(quote([price, tax(150_000, "Sales tax")]), "2025-03-31")).toEqual([]);
  });
});
