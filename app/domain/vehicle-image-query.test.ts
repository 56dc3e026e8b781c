import { describe, expect, it } from "vitest";
import { dealImageQuery, vehicleImageQuerySchema } from "./vehicle-image-query";

describe("a deal's image lookup", () => {
  it("matches what the query schema makes of the same car", () => {
    const deal = { year: 2025, make: " Toyota", model: "RAV4 ", trim: "XLE", bodyStyle: "SUV" };
    expect(dealImageQuery(deal)).toEqual(vehicleImageQuerySchema.parse({ ...deal, body: "SUV" }));
  });

  it("drops an empty trim", () => {
    expect(dealImageQuery({ year: 2025, make: "Mazda", model: "CX-5", trim: " ", bodyStyle: null })).toEqual({
      year: 2025,
      make: "mazda",
      model: "cx-5",
      trim: undefined,
      body: undefined,
    });
  });
});
