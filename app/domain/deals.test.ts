import { describe, expect, it } from "vitest";
import { dealSpecs, dedupeDeals, formatSavingsTotal, windowStart, type DealCard } from "./deals";

const deal = (over: Partial<DealCard>): DealCard => ({
  id: 1,
  year: 2025,
  make: "Toyota",
  model: "Camry",
  trim: "XSE",
  savingsOffMsrp: 2000,
  dateNegotiated: "2026-11-01",
  transmission: null,
  drivetrain: null,
  fuelType: null,
  engine: null,
  bodyStyle: null,
  ...over,
});

describe("formatSavingsTotal", () => {
  it.each([
    [0, "$0K"],
    [999, "$0K"],
    [1000, "$1K"],
    [45_600, "$45K"],
    [999_999, "$999K"],
    [1_000_000, "$1.0M"],
    [1_099_999, "$1.0M"],
    [1_100_000, "$1.1M"],
    [175_400_000, "$175.4M"],
  ])("%i reads %s", (total, text) => {
    expect(formatSavingsTotal(total)).toBe(text);
  });

  it.each([
    [0, "$0"],
    [999, "$999"],
    [1000, "$1 mil"],
    [170_400, "$170 mil"],
    [999_999, "$999 mil"],
    [1_000_000, "$1 millón"],
    [1_099_999, "$1 millón"],
    [1_100_000, "$1.1 millones"],
    [2_000_000, "$2 millones"],
    [175_400_000, "$175.4 millones"],
  ])("%i reads %s on a Spanish page, in words and rounded down as in English", (total, text) => {
    expect(formatSavingsTotal(total, "es")).toBe(text);
  });
});

describe("dedupeDeals", () => {
  it("keeps the highest saving per make, model, year and trim, newest first", () => {
    const deals = dedupeDeals([
      deal({ id: 1, savingsOffMsrp: 2000, dateNegotiated: "2026-11-10" }),
      deal({ id: 2, savingsOffMsrp: 3500, dateNegotiated: "2026-10-20" }),
      deal({ id: 3, trim: "LE", savingsOffMsrp: 1500, dateNegotiated: "2026-11-15" }),
      deal({ id: 4, year: 2026, savingsOffMsrp: 1200, dateNegotiated: "2026-11-01" }),
    ]);
    expect(deals.map((d) => d.id)).toEqual([3, 4, 2]);
  });
});

it("finds a window's first day", () => {
  expect(windowStart(new Date("2026-11-22T10:00:00Z"), 45)).toBe("2026-10-08");
});

describe("dealSpecs", () => {
  it("gives only the rows a deal has, so a card shows no row of dashes", () => {
    expect(dealSpecs(deal({ transmission: "Automatic", fuelType: "Electric", engine: " ", bodyStyle: "" }))).toEqual([
      ["transmission", "Automatic"],
      ["fuelType", "Electric"],
    ]);
  });

  it("gives every row of a complete deal, in the card's order, and none of a bare one", () => {
    const full = deal({ transmission: "CVT", drivetrain: "AWD", fuelType: "Hybrid", engine: "4-cyl 2.5L", bodyStyle: "SUV" });
    expect(dealSpecs(full).map(([field]) => field)).toEqual(["transmission", "drivetrain", "fuelType", "engine", "bodyStyle"]);
    expect(dealSpecs(deal({}))).toEqual([]);
  });

  it("gives a Spanish page the values in Spanish, and an English page vPIC's own words", () => {
    const camry = deal({ transmission: "Automatic", drivetrain: "FWD", fuelType: "Hybrid", engine: "4-cyl 2.5L", bodyStyle: "Sedan" });
    expect(dealSpecs(camry, "es")).toEqual([
      ["transmission", "Automática"],
      ["drivetrain", "Delantera (FWD)"],
      ["fuelType", "Híbrido"],
      ["engine", "4 cilindros, 2.5 L"],
      ["bodyStyle", "Sedán"],
    ]);
    expect(dealSpecs(camry, "en").map(([, value]) => value)).toEqual(["Automatic", "FWD", "Hybrid", "4-cyl 2.5L", "Sedan"]);
  });
});
