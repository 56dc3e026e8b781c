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
      ["Transmission", "Automatic"],
      ["Fuel", "Electric"],
    ]);
  });

  it("gives every row of a complete deal, in the card's order, and none of a bare one", () => {
    const full = deal({ transmission: "CVT", drivetrain: "AWD", fuelType: "Hybrid", engine: "4-cyl 2.5L", bodyStyle: "SUV" });
    expect(dealSpecs(full).map(([label]) => label)).toEqual(["Transmission", "Drivetrain", "Fuel", "Engine", "Body style"]);
    expect(dealSpecs(deal({}))).toEqual([]);
  });
});
