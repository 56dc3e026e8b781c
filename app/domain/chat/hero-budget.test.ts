import { describe, expect, it } from "vitest";
import { budgetRange } from "./budget";
import { budgetPrompt, budgetSlider, summaryText } from "./flow-answers";
import { heroBudget, heroBudgetLine, startingBudget } from "./hero-budget";
import { monthlyToPrice, priceToMonthly } from "./model-suggestions";
import { ctx } from "./test-conversations";

// The hero search's budget starts the chat's slider and is said back to the buyer.

function known(hint: string) {
  const hero = heroBudget(hint);
  if (!hero) throw new Error(`${hint} is one of the hero's budgets`);
  return hero;
}

describe("the hero's budget", () => {
  it("reads the search's own options only", () => {
    expect(heroBudget("30000-50000")).toEqual({ label: "$30,000-$50,000", low: 30_000, high: 50_000 });
    expect(heroBudget("under-30000")).toEqual({ label: "Under $30,000", low: undefined, high: 30_000 });
    expect(heroBudget("over-100000")).toEqual({ label: "Over $100,000", low: 100_000, high: undefined });
    expect(heroBudget("")).toBeUndefined();
    expect(heroBudget(undefined)).toBeUndefined();
    expect(heroBudget("30000-50001")).toBeUndefined();
    expect(heroBudget("lots")).toBeUndefined();
  });

  it("converts a price to a monthly payment by SPEC §9's rule, read backwards", () => {
    expect(priceToMonthly(30_000)).toBe(600);
    expect(priceToMonthly(monthlyToPrice(850))).toBeCloseTo(850);
  });

  it("starts a cash slider in the middle of the range, on its step and within it", () => {
    const cash = budgetRange(undefined, "cash");
    expect(startingBudget(cash, heroBudget("30000-50000"), false)).toBe(40_000);
    expect(startingBudget(cash, heroBudget("50000-75000"), false)).toBe(65_000); // 62,500, rounded up to the 5,000 step
    expect(startingBudget(cash, heroBudget("under-30000"), false)).toBe(20_000); // the slider's 10,000 to 30,000
    expect(startingBudget(cash, heroBudget("over-100000"), false)).toBe(125_000); // 100,000 to the slider's 150,000
    expect(startingBudget(cash, undefined, false)).toBe(cash.initial);
  });

  it("starts a monthly slider at the payment the range's middle stands for", () => {
    const monthly = budgetRange("Toyota", "finance");
    expect(startingBudget(monthly, heroBudget("30000-50000"), true)).toBe(800); // $600-$1,000 a month
    expect(startingBudget(monthly, heroBudget("under-30000"), true)).toBe(400); // $200 to $600
    expect(startingBudget(budgetRange("Ferrari", "lease"), heroBudget("over-100000"), true)).toBe(3_500); // 2,000 to 5,000
    expect(startingBudget(budgetRange("BMW", "lease"), heroBudget("under-30000"), true)).toBe(450); // 300 to 600
  });

  it("says the range back, with the payments it stands for when the question is monthly", () => {
    expect(heroBudgetLine(known("30000-50000"), false, ctx.t)).toBe("You searched for $30,000-$50,000.");
    expect(heroBudgetLine(known("30000-50000"), true, ctx.t)).toBe(
      "You searched for $30,000-$50,000, which is about $600-$1,000 a month over 60 months.",
    );
    expect(heroBudgetLine(known("under-30000"), true, ctx.t)).toContain("about under $600 a month");
    expect(heroBudgetLine(known("over-100000"), true, ctx.t)).toContain("about over $2,000 a month");
  });
});

describe("the chat's budget question", () => {
  const answers = { budgetHint: "30000-50000", financingType: "finance", name: "Dana", vehicleType: "new", knowsVehicle: "yes" };

  it("asks in monthly terms with the hero's range said back, and starts at its payment", () => {
    expect(budgetPrompt(answers, ctx)).toBe(
      "You searched for $30,000-$50,000, which is about $600-$1,000 a month over 60 months. What monthly payment feels comfortable?",
    );
    expect(budgetSlider(answers).initial).toBe(800);
    expect(budgetSlider({ ...answers, budgetHint: undefined }).initial).toBe(500);
    expect(budgetPrompt({ financingType: "cash" }, ctx)).toBe("What's your total budget?");
  });

  it("summarises the budget the buyer kept, not the slider's default", () => {
    const kept = { ...answers, budget: budgetSlider(answers).initial, tradeIn: "no" };
    expect(summaryText(kept, ctx)).toContain("budget $800/month");
  });
});
