import { describe, expect, it } from "vitest";
import { seedDeals } from "./deals";
import { buildVin, modelYearCode } from "./vin";

describe("seed VINs", () => {
  it("carry a valid check digit (a known real VIN checks out)", () => {
    // 1M8GDM9AXKP042788 is the textbook example of a valid check digit X.
    expect(buildVin("1M8GDM9A", 2019, "P", 42788)).toBe("1M8GDM9AXKP042788");
  });

  it("encode the model year", () => {
    expect(modelYearCode(2025)).toBe("S");
    expect(modelYearCode(2026)).toBe("T");
  });
});

describe("seed deals", () => {
  const today = new Date("2026-11-22T12:00:00Z");
  const deals = seedDeals(today);

  it("has at least 40 deals over 100 days with distinct 17-character VINs", () => {
    expect(deals.length).toBeGreaterThanOrEqual(40);
    expect(new Set(deals.map((d) => d.vin)).size).toBe(deals.length);
    for (const deal of deals) expect(deal.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    const dates = deals.map((d) => d.dateNegotiated).sort();
    expect(dates[0]).toBe("2026-08-15");
    expect(dates.at(-1)).toBe("2026-11-21");
  });

  it("covers the cases the deal features need", () => {
    expect(deals.filter((d) => d.savingsOffMsrp < 1000).length).toBeGreaterThanOrEqual(3);
    expect(deals.filter((d) => d.savingsOffMsrp < 100).length).toBeGreaterThanOrEqual(2);
    expect(deals.filter((d) => !d.transmission || !d.fuelType || !d.drivetrain).length).toBeGreaterThanOrEqual(5);
    const keys = deals.map((d) => `${d.make}|${d.model}|${d.year}|${d.trim}`);
    expect(new Set(keys).size).toBeLessThan(keys.length - 5);
  });
});
