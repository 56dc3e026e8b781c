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
