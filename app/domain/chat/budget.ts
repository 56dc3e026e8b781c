import type { Translate } from "#app/domain/message";

// Budget slider of the chat (SPEC §9): range, step and default by the make's tier and by monthly
// (finance, lease) versus cash; the maximum reads with a + suffix.

export const ULTRA_LUXURY_MAKES = ["Bentley", "Rolls-Royce", "Ferrari", "Lamborghini", "McLaren", "Aston Martin", "Maserati"];
export const PREMIUM_MAKES = ["BMW", "Mercedes-Benz", "Audi", "Porsche", "Lexus", "Genesis", "Land Rover", "Jaguar", "Cadillac"];

export type SliderRange = { min: number; max: number; step: number; initial: number };
export type MakeTier = "ultra" | "premium" | "other";

const RANGES: Record<MakeTier, { monthly: SliderRange; cash: SliderRange }> = {
  ultra: {
    monthly: { min: 500, max: 5000, step: 100, initial: 2000 },
    cash: { min: 50_000, max: 500_000, step: 10_000, initial: 200_000 },
  },
  premium: { monthly: { min: 300, max: 3000, step: 50, initial: 800 }, cash: { min: 30_000, max: 200_000, step: 5_000, initial: 75_000 } },
  other: { monthly: { min: 200, max: 2000, step: 50, initial: 500 }, cash: { min: 10_000, max: 150_000, step: 5_000, initial: 30_000 } },
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

export function makeTier(make: string | undefined): MakeTier {
  if (!make) return "other";
  if (ULTRA_LUXURY_MAKES.some((m) => same(make, m))) return "ultra";
  if (PREMIUM_MAKES.some((m) => same(make, m))) return "premium";
  return "other";
}

/** Finance and lease budgets are monthly payments (SPEC §3 is_budget_monthly). */
export const isMonthlyFinancing = (financingType: string | undefined) => financingType === "finance" || financingType === "lease";

export function budgetRange(make: string | undefined, financingType: string | undefined): SliderRange {
  const tier = RANGES[makeTier(make)];
  return isMonthlyFinancing(financingType) ? tier.monthly : tier.cash;
}

export function formatBudget(amount: number, range: SliderRange, monthly: boolean, t: Translate): string {
  const text = `$${amount.toLocaleString("en-US")}${amount >= range.max ? "+" : ""}`;
  return monthly ? t("chat.budget.monthly", { amount: text }) : text;
}
