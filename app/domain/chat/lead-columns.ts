import { normalizeEmail } from "#app/domain/email";
import { phoneDigits } from "#app/domain/phone";
import { isMonthlyFinancing } from "./budget";
import type { Answers } from "./flow";
import { dollars } from "./free-text";
import { normalizeMileage } from "./mileage";
import { NOT_SURE } from "./messages";
import { isQualified } from "./qualification";

export type Turn = { role: "bot" | "user"; content: string };

const text = (a: Answers, key: string) => {
  const v = a[key];
  return typeof v === "string" && v !== "" ? v : null;
};
const yesNo = (a: Answers, key: string) => (typeof a[key] === "string" ? a[key] === "yes" : null);
const known = (a: Answers, key: string) => {
  const v = text(a, key);
  return v === NOT_SURE ? null : v;
};

/**
 * The chat lead's columns (SPEC §3) from the answers: phone digits, email lowercased, booleans,
 * numbers or null, lists as lists, the newsletter email falling back to the email.
 */
export function chatLeadColumns(answers: Answers, conversation: Turn[], now: string) {
  const email = text(answers, "email");
  const newsletterOptedIn = answers.newsletterSignup === "yes" ? true : answers.newsletterSignup === "no" ? false : null;
  const newsletterEmail = text(answers, "newsletterEmail") ?? email;
  const year = Number(known(answers, "year"));
  return {
    firstName: text(answers, "name"),
    lastName: text(answers, "lastName"),
    email: email ? normalizeEmail(email) : (newsletterEmail ?? null),
    // SPEC §3: the chat stores the phone as digits, however a client sent it.
    phone: phoneOf(answers),
    zipCode: text(answers, "zipCode"),
    vehicleType: text(answers, "vehicleType"),
    timeline: text(answers, "timeline"),
    experience: text(answers, "experience"),
    knowsVehicle: yesNo(answers, "knowsVehicle"),
    make: text(answers, "make"),
    model: text(answers, "model"),
    year: Number.isInteger(year) && year > 0 ? year : null,
    trim: text(answers, "trim"),
    hasDealerQuote: yesNo(answers, "dealerQuote"),
    dealerQuoteImagePath: known(answers, "dealerQuoteUpload"),
    bodyStyle: text(answers, "bodyStyle"),
    locationType: text(answers, "location"),
    passengers: text(answers, "passengers"),
    dailyDriving: text(answers, "dailyDriving"),
    priorities: Array.isArray(answers.priorities) ? answers.priorities : null,
    financingType: text(answers, "financingType"),
    budget: typeof answers.budget === "number" ? answers.budget : null,
    isBudgetMonthly: typeof answers.financingType === "string" ? isMonthlyFinancing(answers.financingType) : null,
    creditRange: text(answers, "creditRange"),
    hasTradeIn: yesNo(answers, "tradeIn"),
    tradeInMake: text(answers, "tradeInMake"),
    tradeInModel: text(answers, "tradeInModel"),
    tradeInYear: text(answers, "tradeInYear"),
    // The answers keep what was typed ("72,000"); the column holds the number, or "I'm not sure".
    tradeInMileage: mileageColumn(text(answers, "tradeInMileage")),
    tradeInCondition: text(answers, "tradeInCondition"),
    tradeInPayoff: dollars(known(answers, "tradeInPayoff") ?? undefined),
    notes: text(answers, "notes"),
    qualified: isQualified(text(answers, "zipCode") ?? undefined, text(answers, "vehicleType") ?? undefined),
    // Asking for an advisor after the follow-up makes the visitor ready to talk, whatever they said before.
    readyToTalk: answers.followUp === "yes" ? true : yesNo(answers, "readyToTalk"),
    newsletterOptedIn,
    newsletterEmail: newsletterOptedIn ? newsletterEmail : null,
    conversationData: conversation,
    answers,
    updatedAt: now,
  };
}

const mileageColumn = (value: string | null) => (value === null ? null : normalizeMileage(value));

const phoneOf = (answers: Answers) => {
  const phone = text(answers, "phone");
  return phone ? phoneDigits(phone) : null;
};
