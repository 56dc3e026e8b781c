import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/domain/field-errors";
import { DEAL_FORM_MESSAGES as M, dealFormSchema, dealInputFromForm } from "./deal-form";

const TODAY = new Date("2026-03-15T12:00:00Z");
const schema = dealFormSchema(TODAY);

const valid = {
  year: 2025,
  make: "Toyota",
  model: "RAV4",
  savingsOffMsrp: 3500,
  dateNegotiated: "2026-03-01",
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("deal form schema", () => {
  it("accepts the required fields and stores every missing optional field as null", () => {
    expect(schema.parse(valid)).toEqual({
      ...valid,
      trim: null,
      vin: null,
      transmission: null,
      drivetrain: null,
      fuelType: null,
      bodyStyle: null,
      engine: null,
    });
  });

  it("names every missing required field", () => {
    expect(errorsOf({})).toEqual({
      year: M.yearRange(2028),
      make: M.makeRequired,
      model: M.modelRequired,
      savingsOffMsrp: M.savingsRequired,
      dateNegotiated: M.dateRequired,
    });
  });

  it.each([
    [1989, M.yearRange(2028)],
    [1990, undefined],
    [2028, undefined],
    [2029, M.yearRange(2028)],
    [2025.5, M.yearRange(2028)],
    ["abc", M.yearRange(2028)],
  ])("year %j gives %j", (year, message) => {
    expect(errorsOf({ ...valid, year }).year).toBe(message);
  });

  it.each([
    ["1hgcm82633a004352", "1HGCM82633A004352"],
    [" 2T3P1 RFVXSC135893 ", "2T3P1RFVXSC135893"],
    ["", null],
  ])("VIN %j is stored as %j", (vin, stored) => {
    expect(schema.parse({ ...valid, vin }).vin).toBe(stored);
  });

  it.each(["1HGCM82633A00435", "1HGCM82633A0043521", "1HGCM82633I004352", "1HGCM8263-A004352"])("refuses VIN %j", (vin) => {
    expect(errorsOf({ ...valid, vin }).vin).toBe(M.vin);
  });

  it.each([
    [0, M.savingsPositive],
    [-100, M.savingsPositive],
    ["lots", M.savingsPositive],
    ["", M.savingsRequired],
    ["$3,500", undefined],
  ])("savings %j gives %j", (savingsOffMsrp, message) => {
    expect(errorsOf({ ...valid, savingsOffMsrp }).savingsOffMsrp).toBe(message);
  });

  it.each([
    ["2026-03-15", undefined],
    ["2026-03-16", M.dateFuture],
    ["2026-02-30", M.dateInvalid],
    ["03/01/2026", M.dateInvalid],
    ["", M.dateRequired],
  ])("date %j gives %j", (dateNegotiated, message) => {
    expect(errorsOf({ ...valid, dateNegotiated }).dateNegotiated).toBe(message);
  });

  it("trims text and caps its length", () => {
    expect(schema.parse({ ...valid, make: "  Toyota ", trim: " XLE ", engine: "  " })).toMatchObject({
      make: "Toyota",
      trim: "XLE",
      engine: null,
    });
    expect(errorsOf({ ...valid, model: "x".repeat(61) }).model).toBe(M.tooLong(60));
  });
});

describe("deal form posted without JavaScript", () => {
  it("reads the same deal as the JSON body", () => {
    const form = new FormData();
    form.set("year", "2025");
    form.set("make", "Toyota");
    form.set("model", "RAV4");
    form.set("trim", "");
    form.set("savingsOffMsrp", "3,500");
    form.set("dateNegotiated", "2026-03-01");
    form.set("intent", "create");
    expect(schema.parse(dealInputFromForm(form))).toEqual(schema.parse(valid));
  });
});
