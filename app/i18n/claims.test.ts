import { describe, expect, it } from "vitest";
import { CLAIMS } from "#app/domain/constants";
import { formatClaim } from "./claims";

describe("formatClaim", () => {
  it("keeps SPEC's English figures as written", () => {
    expect(formatClaim("en", CLAIMS.customers)).toBe("50K+");
    expect(formatClaim("en", CLAIMS.customerSavings)).toBe("$175M+");
  });

  it("drops the plus inside an English sentence that says 'more than'", () => {
    expect(formatClaim("en", CLAIMS.customerSavings, "sentence")).toBe("$175M");
    expect(formatClaim("en", CLAIMS.averageSavings, "sentence")).toBe("$3,500");
  });

  it("says the thousands and millions in Spanish words, with the plus before the figure", () => {
    expect(formatClaim("es", CLAIMS.customers)).toBe("+50 mil");
    expect(formatClaim("es", CLAIMS.customerSavings)).toBe("+$175 millones");
    expect(formatClaim("es", "$1M")).toBe("$1 millón");
  });

  it("drops the plus inside a sentence that says 'más de', and leaves other figures alone", () => {
    expect(formatClaim("es", CLAIMS.customerSavings, "sentence")).toBe("$175 millones");
    expect(formatClaim("es", CLAIMS.averageSavings)).toBe("$3,500");
    expect(formatClaim("es", "98%")).toBe("98%");
  });
});
