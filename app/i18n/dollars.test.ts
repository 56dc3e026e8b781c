import { describe, expect, it } from "vitest";
import { formatDollars } from "./dollars";

describe("formatDollars", () => {
  it("writes English dollars as the admin's and the chat's own formatter did before there was one", () => {
    // The removed app/domain/deals.ts formatter, kept here as the reference the English output must match.
    const before = (amount: number) => `$${Math.round(amount).toLocaleString("en-US")}`;
    for (const amount of [0, 7, 999, 1000, 3250, 28_499.5, 1_234_567]) expect(formatDollars("en", amount)).toBe(before(amount));
  });

  it("writes US Spanish dollars as English does", () => {
    expect(formatDollars("es", 3250)).toBe("$3,250");
  });
});
