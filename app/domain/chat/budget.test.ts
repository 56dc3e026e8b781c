import { describe, expect, it } from "vitest";
import { budgetRange, formatBudget, makeTier } from "./budget";
import { monthlyToPrice, suggestModels } from "./model-suggestions";
import { isQualified, regionMessage, zipRegion } from "./qualification";
import { ctx } from "./test-conversations";
import { classifyByPattern } from "./follow-up";

describe("budget slider (SPEC §9)", () => {
  it.each([
    ["Ferrari", "lease", { min: 500, max: 5000, step: 100, initial: 2000 }],
    ["Ferrari", "cash", { min: 50_000, max: 500_000, step: 10_000, initial: 200_000 }],
    ["BMW", "finance", { min: 300, max: 3000, step: 50, initial: 800 }],
    ["Mercedes-Benz", "unsure", { min: 30_000, max: 200_000, step: 5_000, initial: 75_000 }],
    ["Toyota", "finance", { min: 200, max: 2000, step: 50, initial: 500 }],
    [undefined, "cash", { min: 10_000, max: 150_000, step: 5_000, initial: 30_000 }],
  ])("%s with %s", (make, financing, range) => {
    expect(budgetRange(make, financing)).toEqual(range);
  });

  it("shows + on the maximum", () => {
    expect(formatBudget(2000, budgetRange("Toyota", "lease"), true, ctx.t)).toBe("$2,000+/month");
    expect(formatBudget(45_000, budgetRange("Toyota", "cash"), false, ctx.t)).toBe("$45,000");
    expect(makeTier("land rover")).toBe("premium");
  });
});

describe("model suggestions", () => {
  it("turn a monthly budget into a price: x 60 / 1.2", () => {
    expect(monthlyToPrice(600)).toBe(30_000);
  });

  it("keep models within 60%-110% of the price, most popular first, at most 3", () => {
    // 30,000: band 18,000..33,000
    expect(suggestModels("sedan", 600, true).map((m) => m.model)).toEqual(["Camry", "Corolla", "Civic"]);
    // edges: 22,500 is exactly 60% of 37,500; 41,250 would be 110%
    expect(suggestModels("sedan", 37_500, false).map((m) => m.model)).toContain("Corolla");
    expect(suggestModels("sedan", 20_454, false).map((m) => m.model)).not.toContain("Camry");
    expect(suggestModels("unknown", 30_000, false)).toEqual([]);
  });
});

describe("qualification and regions", () => {
  it.each([
    ["94105", "new", true],
    ["90001", "cpo", true],
    ["96199", "new", true],
    ["89999", "new", false],
    ["96200", "new", false],
    ["10001", "new", false],
    ["94105", "used", false],
  ])("zip %s, %s: qualified %s", (zip, type, qualified) => {
    expect(isQualified(zip, type)).toBe(qualified);
  });

  it.each([
    ["94203", "san-francisco"],
    ["94105", "bay-area"],
    ["90210", "los-angeles"],
    ["91701", "los-angeles"],
    ["92101", "california"],
    ["10001", "outside"],
  ])("%s is %s", (zip, region) => {
    expect(zipRegion(zip)).toBe(region);
    expect(regionMessage(zip)).toBe(`chat.region.${region}`);
  });
});

describe("follow-up pattern fallback", () => {
  it.each([
    ["no thanks", "DONE"],
    ["That's all!", "DONE"],
    ["how much does it cost?", "PRICING"],
    ["can you take my trade-in", "TRADEIN"],
    ["is the blue one available", "INVENTORY"],
    ["how does it work", "PROCESS"],
    ["tell me a joke", "OTHER"],
  ])("%j is %s", (text, cls) => {
    expect(classifyByPattern(text)).toBe(cls);
  });
});
