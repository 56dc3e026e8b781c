import { en } from "#app/i18n/messages/en";
import { describe, expect, it } from "vitest";
import { mileageError, normalizeMileage, parseMileage } from "./mileage";

describe("trade-in mileage", () => {
  it.each([
    ["60,000", 60_000],
    ["60000", 60_000],
    ["60k", 60_000],
    ["60K", 60_000],
    ["60.5k", 60_500],
    ["600k", 600_000],
    ["72,000 miles", 72_000],
    ["45000 mi", 45_000],
    [" 0 ", 0],
  ])("%j is %d miles", (text, miles) => {
    expect(parseMileage(text)).toBe(miles);
  });

  it.each(["", "lots", "-5", "60,000km", "k", "1e6", "sixty thousand"])("%j is not a mileage", (text) => {
    expect(parseMileage(text)).toBeNull();
  });

  it("refuses more than 500,000 miles with the spec's message, 600k included", () => {
    expect(en["chat.error.mileage"]).toBe("Please enter a valid mileage (0-500,000).");
    expect(mileageError("600k")).toEqual({ key: "chat.error.mileage" });
    expect(mileageError("500,001")).toEqual({ key: "chat.error.mileage" });
    expect(mileageError("500k")).toBeUndefined();
    expect(mileageError("60,000")).toBeUndefined();
    expect(mileageError("lots")).toEqual({ key: "chat.error.mileage" });
  });

  it("stores plain digits", () => {
    expect(normalizeMileage("60,000")).toBe("60000");
    expect(normalizeMileage("72k miles")).toBe("72000");
  });
});
