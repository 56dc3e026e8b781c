import { CALLBACK_CLAIMS, CLAIMS, PRICES } from "../constants";
import { budgetRange, formatBudget, isMonthlyFinancing, type SliderRange } from "./budget";
import { CHAT_CHOICES, choiceLabel } from "./choices";
import type { FollowUpClass } from "./follow-up";
import { heroBudget, heroBudgetLine, startingBudget } from "./hero-budget";
import type { Answers, FlowContext } from "./flow-types";
import { suggestModels } from "./model-suggestions";
import { isQualified } from "./qualification";

// What the chat flow reads from the answers so far, and the longer things it says from them.

export const str = (a: Answers, key: string) => (typeof a[key] === "string" ? (a[key] as string) : undefined);
export const knowsVehicle = (a: Answers) => str(a, "knowsVehicle") === "yes";
export const firstName = (a: Answers) => str(a, "name") ?? "there";
export const emailKnown = (a: Answers) => Boolean(str(a, "email") || str(a, "newsletterEmail"));
const label = (list: keyof typeof CHAT_CHOICES, a: Answers) => choiceLabel(CHAT_CHOICES[list], str(a, list) ?? "");

/** Up to three models in the visitor's body style and budget (SPEC §3's catalogue). */
export function suggestionsFor(a: Answers) {
  const budget = typeof a.budget === "number" ? a.budget : Number.NaN;
  const body = str(a, "bodyStyle");
  return body && Number.isFinite(budget) ? suggestModels(body, budget, isMonthlyFinancing(str(a, "financingType"))) : [];
}

export function followUpClass(a: Answers): Exclude<FollowUpClass, "DONE"> {
  const value = str(a, "followUpClass");
  return value === "PRICING" || value === "PROCESS" || value === "TRADEIN" || value === "INVENTORY" ? value : "OTHER";
}

/** The budget question: a monthly payment when financing or leasing, and the hero search's budget said back (issue 20). */
export function budgetPrompt(a: Answers): string {
  const monthly = isMonthlyFinancing(str(a, "financingType"));
  const hero = heroBudget(str(a, "budgetHint"));
  const question = monthly ? "What monthly payment feels comfortable?" : "What's your total budget?";
  return hero ? `${heroBudgetLine(hero, monthly)} ${question}` : question;
}

/** The slider by make and payment (SPEC §9), starting inside the hero search's budget when there was one. */
export function budgetSlider(a: Answers): SliderRange {
  const financing = str(a, "financingType");
  const range = budgetRange(knowsVehicle(a) ? str(a, "make") : undefined, financing);
  return { ...range, initial: startingBudget(range, heroBudget(str(a, "budgetHint")), isMonthlyFinancing(financing)) };
}

/** The budget as the slider showed it: a price, or a monthly payment when financing or leasing. */
function budgetText(a: Answers, budget: number): string {
  const financing = str(a, "financingType");
  return formatBudget(budget, budgetRange(knowsVehicle(a) ? str(a, "make") : undefined, financing), isMonthlyFinancing(financing));
}

export function summaryText(a: Answers): string {
  const parts = [
    `${label("vehicleType", a)} car`,
    knowsVehicle(a) ? [str(a, "year"), str(a, "make"), str(a, "model")].filter(Boolean).join(" ") : `${label("bodyStyle", a)}`,
    typeof a.budget === "number" ? `budget ${budgetText(a, a.budget)}` : undefined,
    label("financingType", a),
    str(a, "tradeIn") === "yes"
      ? `trading in a ${[str(a, "tradeInMake"), str(a, "tradeInModel")].filter(Boolean).join(" ")}`
      : "no trade-in",
  ].filter(Boolean);
  const cpo = str(a, "vehicleType") === "cpo" ? ` Certified pre-owned purchases have a flat $${PRICES.cpoFlatFee} fee.` : "";
  return `Here's what I have, ${firstName(a)}: ${parts.join(", ")}.${cpo}`;
}

export function completionText(a: Answers, c: FlowContext): string {
  if (!isQualified(str(a, "zipCode"), str(a, "vehicleType"))) {
    return (
      `Thanks, ${firstName(a)}! We specialize in new and certified pre-owned cars registered in California, and an advisor will be ` +
      `in touch within ${CALLBACK_CLAIMS.chat} to see how we can help. Questions meanwhile? Call ${c.phoneDisplay}.`
    );
  }
  return (
    `You're all set, ${firstName(a)}! An advisor will call you within ${CALLBACK_CLAIMS.chat}. Our customers save ` +
    `${CLAIMS.averageSavings} on average, and you approve everything before we proceed.`
  );
}
