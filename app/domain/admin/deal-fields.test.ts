import { describe, expect, it } from "vitest";
import { dealFormState, dealNotice, specsText, vehicleName } from "./deal-fields";

const deal = {
  year: 2025,
  make: "Toyota",
  model: "RAV4",
  trim: null,
  vin: null,
  savingsOffMsrp: 3500,
  dateNegotiated: "2026-03-01",
  transmission: "Automatic",
  drivetrain: null,
  fuelType: "Gasoline",
  bodyStyle: null,
  engine: null,
};

describe("deal display", () => {
  it("names the vehicle without an empty trim", () => {
    expect(vehicleName(deal)).toBe("2025 Toyota RAV4");
    expect(vehicleName({ ...deal, trim: "XLE" })).toBe("2025 Toyota RAV4 XLE");
  });

  it("lists the known specs, or a dash", () => {
    expect(specsText(deal)).toBe("Automatic · Gasoline");
    expect(specsText({ ...deal, transmission: null, fuelType: null })).toBe("—");
  });

  it("prefills the edit form with text, empty for unknown values", () => {
    expect(dealFormState(deal)).toMatchObject({ year: "2025", trim: "", savingsOffMsrp: "3500", drivetrain: "" });
  });

  it("reads only known notices", () => {
    expect(dealNotice("created")).toBe("Deal added.");
    expect(dealNotice("constructor")).toBeNull();
    expect(dealNotice(null)).toBeNull();
  });
});
