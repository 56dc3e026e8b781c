import type { MessageKey } from "#app/i18n/messages/en";
import { CLAIMS, PRICES } from "#app/domain/constants";
import { budgetRange, formatBudget, isMonthlyFinancing, type SliderRange } from "./budget";
import type { FollowUpClass } from "./follow-up";
import { heroBudget, heroBudgetLine, startingBudget } from "./hero-budget";
import type { Answers, FlowContext } from "./flow-types";
import { suggestModels } from "./model-suggestions";
import { isQualified } from "./qualification";

// What the chat flow reads from the answers so far, and the longer things it says from them.

export const str = (a: Answers, key: string) => (typeof a[key] === "string" ? (a[key] as string) : undefined);
export const knowsVehicle = (a: Answers) => str(a, "knowsVehicle") === "yes";
export const firstName = (a: Answers, c: FlowContext) => str(a, "name") ?? c.t("chat.name.unknown");
export const emailKnown = (a: Answers) => Boolean(str(a, "email") || str(a, "newsletterEmail"));

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

/** The budget question: a monthly payment when financing or leasing, and the hero search's budget said back. */
export function budgetPrompt(a: Answers, c: FlowContext): string {
  const monthly = isMonthlyFinancing(str(a, "financingType"));
  const hero = heroBudget(str(a, "budgetHint"));
  const question = c.t(monthly ? "chat.q.budgetMonthly" : "chat.q.budgetTotal");
  return hero ? `${heroBudgetLine(hero, monthly, c.t)} ${question}` : question;
}

/** The slider by make and payment (SPEC §9), starting inside the hero search's budget when there was one. */
export function budgetSlider(a: Answers): SliderRange {
  const financing = str(a, "financingType");
  const range = budgetRange(knowsVehicle(a) ? str(a, "make") : undefined, financing);
  return { ...range, initial: startingBudget(range, heroBudget(str(a, "budgetHint")), isMonthlyFinancing(financing)) };
}

/** The budget as the slider showed it: a price, or a monthly payment when financing or leasing. */
function budgetText(a: Answers, budget: number, c: FlowContext): string {
  const financing = str(a, "financingType");
  return formatBudget(budget, budgetRange(knowsVehicle(a) ? str(a, "make") : undefined, financing), isMonthlyFinancing(financing), c.t);
}

const VEHICLE_SUMMARY = { new: "chat.summary.new", cpo: "chat.summary.cpo", used: "chat.summary.used" } as const;

/**
 * The summary's own words for the choices it repeats: a choice's label is a button's text ("Financiamiento",
 * "Sedán"), capitalised as a button is, and reads wrong inside a sentence ("…, Financiamiento, …").
 */
const SUMMARY_FORMS = {
  bodyStyle: {
    sedan: "chat.summary.bodyStyle.sedan",
    suv: "chat.summary.bodyStyle.suv",
    truck: "chat.summary.bodyStyle.truck",
    ev: "chat.summary.bodyStyle.ev",
    coupe: "chat.summary.bodyStyle.coupe",
    minivan: "chat.summary.bodyStyle.minivan",
    wagon: "chat.summary.bodyStyle.wagon",
    convertible: "chat.summary.bodyStyle.convertible",
    hatchback: "chat.summary.bodyStyle.hatchback",
  },
  financingType: {
    cash: "chat.summary.financingType.cash",
    finance: "chat.summary.financingType.finance",
    lease: "chat.summary.financingType.lease",
    unsure: "chat.summary.financingType.unsure",
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

function summaryForm(list: keyof typeof SUMMARY_FORMS, a: Answers, c: FlowContext): string | undefined {
  const forms: Record<string, MessageKey> = SUMMARY_FORMS[list];
  const key = forms[str(a, list) ?? ""];
  return key ? c.t(key) : undefined;
}

/** The car as the page's language orders it ("2026 Toyota RAV4", "Toyota RAV4 2026"), without the parts not given. */
function vehicleText(a: Answers, c: FlowContext): string {
  const words = c.t("chat.summary.vehicle", { year: str(a, "year") ?? "", make: str(a, "make") ?? "", model: str(a, "model") ?? "" });
  return words.replace(/\s+/g, " ").trim();
}

export function summaryText(a: Answers, c: FlowContext): string {
  const type = str(a, "vehicleType");
  const parts = [
    type === "new" || type === "cpo" || type === "used" ? c.t(VEHICLE_SUMMARY[type]) : undefined,
    knowsVehicle(a) ? vehicleText(a, c) : summaryForm("bodyStyle", a, c),
    typeof a.budget === "number" ? c.t("chat.summary.budget", { amount: budgetText(a, a.budget, c) }) : undefined,
    summaryForm("financingType", a, c),
    str(a, "tradeIn") === "yes"
      ? c.t("chat.summary.tradeIn", { car: [str(a, "tradeInMake"), str(a, "tradeInModel")].filter(Boolean).join(" ") })
      : c.t("chat.summary.noTradeIn"),
  ].filter((part): part is string => Boolean(part));
  const last = parts.pop() ?? "";
  const list = parts.length > 0 ? c.t("chat.summary.lastItem", { list: parts.join(", "), last }) : last;
  const cpo = type === "cpo" ? c.t("chat.summary.cpoFee", { fee: `$${PRICES.cpoFlatFee}` }) : "";
  return `${c.t("chat.summary.intro", { name: firstName(a, c), parts: list })}${cpo}`;
}

export function completionText(a: Answers, c: FlowContext): string {
  const name = firstName(a, c);
  if (!isQualified(str(a, "zipCode"), str(a, "vehicleType"))) {
    return c.t("chat.complete.other", { name, phone: c.phoneDisplay });
  }
  return c.t("chat.complete.qualified", { name, savings: CLAIMS.averageSavings });
}
