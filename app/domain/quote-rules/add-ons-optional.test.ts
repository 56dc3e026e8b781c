import { describe, expect, it } from "vitest";
import { addOnsOptional } from "./add-ons-optional";
import { line, quote } from "./test-quotes";

describe("add-ons must be stated as optional (Civil Code §1784.41(b), CARS Act)", () => {
  const lines = [line("Vehicle price", 3_250_000, "vehicle-price"), line("Paint protection", 89_500, "add-on"), line("GAP", 79_500, "gap")];

  it("flags each add-on the quote does not mark optional", () => {
    const flags = addOnsOptional.check(quote(lines), "2026-11-20");
    expect(flags.map((f) => [f.linePosition, f.amountCents])).toEqual([
      [1, 89_500],
      [2, 79_500],
    ]);
  });

  it("passes add-ons marked optional on their line, or a quote that says so once", () => {
    const marked = lines.map((l) => ({ ...l, markedOptional: l.category !== "vehicle-price" }));
    expect(addOnsOptional.check(quote(marked), "2026-11-20")).toEqual([]);
    expect(addOnsOptional.check(quote(lines, { optionalStatement: true }), "2026-11-20")).toEqual([]);
  });
});
