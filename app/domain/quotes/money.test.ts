import { describe, expect, it } from "vitest";
import { amountAtEnd, formatCents } from "./money";

describe("amounts printed at the end of a line", () => {
  it.each([
    ["Vehicle price $32,500.00", "Vehicle price", 3_250_000],
    ["Documentation fee ........ 150.00", "Documentation fee", 15_000],
    ["Dealer discount ($1,000.00)", "Dealer discount", -100_000],
    ["Rebate -$500", "Rebate", -50_000],
    ["Trade-in allowance 8,000.00 CR", "Trade-in allowance", -800_000],
    ["Sales tax (9.50%): $3,102.00", "Sales tax (9.50%)", 310_200],
  ])("reads %j", (line, label, amount) => {
    expect(amountAtEnd(line)).toEqual({ label, amountCents: amount });
  });

  it.each(["2026 Toyota RAV4", "California tire fee 4 tires", "Date: 11/20/2026", "Phone (415) 555-0100"])(
    "reads no amount in %j",
    (line) => {
      expect(amountAtEnd(line)).toBeNull();
    },
  );

  it("says amounts as a person does", () => {
    expect(formatCents(6_500)).toBe("$65");
    expect(formatCents(325_050)).toBe("$3,250.50");
    expect(formatCents(-100_000)).toBe("-$1,000");
  });
});

describe("amounts no line can make slow or unbounded", () => {
  it("reads a line of 50,000 digits and an x in a few milliseconds, as no amount", () => {
    const started = performance.now();
    expect(amountAtEnd(`${"1".repeat(50_000)}x`)).toBeNull();
    expect(amountAtEnd(`Total ${"9".repeat(50_000)}.00`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it.each([
    ["400 digits", `Vehicle price $${"9".repeat(400)}.00`],
    ["27 digits", "Vehicle price $123456789012345678901234567.00"],
  ])("reads no amount from %s: a run of digits that long is a number, not money", (_name, line) => {
    expect(amountAtEnd(line)).toBeNull();
  });

  it("reads twelve digits at most, so every amount it gives is a whole number of cents", () => {
    expect(amountAtEnd("Vehicle price $999,999,999,999.99")).toEqual({ label: "Vehicle price", amountCents: 99_999_999_999_999 });
    expect(Number.isSafeInteger(amountAtEnd("Fee 999999999999.99")?.amountCents)).toBe(true);
  });
});
