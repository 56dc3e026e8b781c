import { describe, expect, it } from "vitest";
import { totalKindOf, wordingOf } from "./wording";

describe("the kept wordings", () => {
  it.each([
    ["Trade-in payoff", "payoff"],
    ["Trade-in allowance", "trade-in"],
    ["Tire & wheel protection", "add-on"],
    ["CA tire fee", "tire-fee"],
    ["Doc. fee", "documentation-fee"],
    ["Electronic registration fee", "electronic-filing"],
    ["License and registration", "dmv"],
    ["Extended warranty", "service-contract"],
    ["GAP insurance", "gap"],
    ["Cash down", "down-payment"],
    ["Manufacturer rebate", "rebate"],
    ["Selling price", "vehicle-price"],
    ["Sales tax", "sales-tax"],
  ])("say %j is %s", (label, category) => {
    expect(wordingOf(label)?.category).toBe(category);
  });

  it("name the charges a dealer adds, and know nothing of a label they were not given", () => {
    expect(wordingOf("Market value adjustment")?.dealerAdded).toBe("market-adjustment");
    expect(wordingOf("Accident history report")).toBeNull();
  });

  it("tell totals from lines that say how much of something", () => {
    expect(totalKindOf("Total")).toBe("total");
    expect(totalKindOf("Out the door price")).toBe("total");
    expect(totalKindOf("Balance due")).toBe("balance");
    expect(totalKindOf("Taxable amount")).toBe("taxable");
    expect(totalKindOf("Total tax")).toBeNull();
  });
});
