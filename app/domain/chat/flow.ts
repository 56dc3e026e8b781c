import { emailError, normalizeEmail } from "#app/domain/email";
import { phoneDigits, phoneError } from "#app/domain/phone";
import { isMonthlyFinancing } from "./budget";
import { CHAT_CHOICES, CHAT_MAKES, labelled, MAX_PRIORITIES, newVehicleYears } from "./choices";
import { FOLLOW_UP_REPLIES, followUpReply } from "./follow-up";
import {
  budgetPrompt,
  budgetSlider,
  completionText,
  emailKnown,
  firstName,
  followUpClass,
  knowsVehicle,
  str,
  suggestionsFor,
  summaryText,
} from "./flow-answers";
import type { Answers, ChatNode, FlowContext, Next, NodeKey } from "./flow-types";
import { chatZipError, nameError, payoffError, shortAnswerError, yearError, zipDigits } from "./free-text";
import { mileageError, normalizeMileage } from "./mileage";

export { NODE_KEYS, type Answers, type ChatNode, type FlowContext, type NodeKey } from "./flow-types";
export { suggestionsFor } from "./flow-answers";

const choice = (list: keyof typeof CHAT_CHOICES) => (_a: Answers, c: FlowContext) => labelled(CHAT_CHOICES[list], c.t);

const afterFinancing: Next = (a) => (isMonthlyFinancing(str(a, "financingType")) ? "creditRange" : "tradeIn");
const afterBudget: Next = (a) => (!knowsVehicle(a) && suggestionsFor(a).length > 0 ? "suggestions" : afterFinancing(a));
const toContact: Next = () => "phone";

/** SPEC §4, as data: each node's prompt, input and next step. The engine in engine.ts walks it. */
export const CHAT_FLOW: Record<NodeKey, ChatNode> = {
  greeting: {
    kind: "message",
    prompt: (_a, c) => c.t("chat.q.greeting", { brand: c.brand }),
    next: () => "name",
  },
  name: {
    kind: "text",
    prompt: (_a, c) => c.t("chat.q.name"),
    validate: nameError,
    normalize: (v) => v.trim(),
    next: () => "zipCode",
  },
  zipCode: {
    kind: "text",
    inputMode: "numeric",
    prompt: (a, c) => c.t("chat.q.zipCode", { name: firstName(a, c) }),
    validate: chatZipError,
    normalize: zipDigits,
    next: () => "vehicleType",
  },
  vehicleType: {
    kind: "choice",
    prompt: (_a, c) => c.t("chat.q.vehicleType"),
    choices: choice("vehicleType"),
    next: () => "timeline",
  },
  timeline: { kind: "choice", prompt: (_a, c) => c.t("chat.q.timeline"), choices: choice("timeline"), next: () => "experience" },
  experience: {
    kind: "choice",
    prompt: (_a, c) => c.t("chat.q.experience"),
    choices: choice("experience"),
    next: () => "knowsVehicle",
  },
  knowsVehicle: {
    kind: "choice",
    prompt: (_a, c) => c.t("chat.q.knowsVehicle"),
    choices: choice("knowsVehicle"),
    next: (a) => (knowsVehicle(a) ? "make" : "bodyStyle"),
  },
  make: {
    kind: "text",
    prompt: (_a, c) => c.t("chat.q.make"),
    validate: shortAnswerError,
    normalize: (v) => CHAT_MAKES.find((m) => m.toLowerCase() === v.trim().toLowerCase()) ?? v.trim(),
    suggestions: () => CHAT_MAKES,
    next: () => "model",
  },
  model: {
    kind: "text",
    prompt: (a, c) => {
      const make = str(a, "make")?.trim();
      return make ? c.t("chat.q.model", { make }) : c.t("chat.q.modelNoMake");
    },
    validate: shortAnswerError,
    normalize: (v) => v.trim(),
    next: () => "year",
  },
  year: {
    kind: "text",
    optional: true,
    inputMode: "numeric",
    prompt: (_a, c) => c.t("chat.q.year"),
    validate: (v, _a, c) => yearError(v, c.currentYear),
    // SPEC §3: for new vehicles, the previous, current and next model year.
    quickReplies: (a, c) => (str(a, "vehicleType") === "new" ? newVehicleYears(c.currentYear) : []),
    next: () => "trim",
  },
  trim: {
    kind: "text",
    optional: true,
    allowEmpty: true,
    prompt: (_a, c) => c.t("chat.q.trim"),
    validate: shortAnswerError,
    next: () => "dealerQuote",
  },
  dealerQuote: {
    kind: "choice",
    prompt: (_a, c) => c.t("chat.q.dealerQuote"),
    choices: choice("dealerQuote"),
    next: (a) => (str(a, "dealerQuote") === "yes" ? "dealerQuoteUpload" : "financingType"),
  },
  dealerQuoteUpload: {
    kind: "file",
    optional: true,
    prompt: (_a, c) => c.t("chat.q.dealerQuoteUpload"),
    next: () => "financingType",
  },
  bodyStyle: {
    kind: "choice",
    prompt: (_a, c) => c.t("chat.q.bodyStyle"),
    choices: choice("bodyStyle"),
    next: () => "location",
  },
  location: { kind: "choice", prompt: (_a, c) => c.t("chat.q.location"), choices: choice("location"), next: () => "passengers" },
  passengers: {
    kind: "choice",
    prompt: (_a, c) => c.t("chat.q.passengers"),
    choices: choice("passengers"),
    next: () => "dailyDriving",
  },
  dailyDriving: {
    kind: "choice",
    prompt: (_a, c) => c.t("chat.q.dailyDriving"),
    choices: choice("dailyDriving"),
    next: () => "priorities",
  },
  priorities: {
    kind: "multi",
    max: MAX_PRIORITIES,
    prompt: (_a, c) => c.t("chat.q.priorities", { max: MAX_PRIORITIES }),
    choices: choice("priorities"),
    next: () => "financingType",
  },
  financingType: { kind: "choice", prompt: (_a, c) => c.t("chat.q.financingType"), choices: choice("financingType"), next: () => "budget" },
  budget: {
    kind: "slider",
    prompt: budgetPrompt,
    range: budgetSlider,
    next: afterBudget,
  },
  suggestions: {
    kind: "message",
    content: "suggestions",
    prompt: (_a, c) => c.t("chat.q.suggestions"),
    next: afterFinancing,
  },
  creditRange: {
    kind: "choice",
    optional: true,
    prompt: (_a, c) => c.t("chat.q.creditRange"),
    choices: choice("creditRange"),
    next: () => "tradeIn",
  },
  tradeIn: {
    kind: "choice",
    prompt: (_a, c) => c.t("chat.q.tradeIn"),
    choices: choice("tradeIn"),
    next: (a) => (str(a, "tradeIn") === "yes" ? "tradeInMake" : "summary"),
  },
  tradeInMake: {
    kind: "text",
    prompt: (_a, c) => c.t("chat.q.tradeInMake"),
    validate: shortAnswerError,
    suggestions: () => CHAT_MAKES,
    normalize: (v) => v.trim(),
    next: () => "tradeInModel",
  },
  tradeInModel: {
    kind: "text",
    prompt: (_a, c) => c.t("chat.q.tradeInModel"),
    validate: shortAnswerError,
    normalize: (v) => v.trim(),
    next: () => "tradeInYear",
  },
  tradeInYear: {
    kind: "text",
    optional: true,
    inputMode: "numeric",
    prompt: (_a, c) => c.t("chat.q.tradeInYear"),
    validate: (v, _a, c) => yearError(v, c.currentYear),
    next: () => "tradeInMileage",
  },
  tradeInMileage: {
    kind: "text",
    optional: true,
    inputMode: "numeric",
    prompt: (_a, c) => c.t("chat.q.tradeInMileage"),
    validate: mileageError,
    normalize: normalizeMileage,
    next: () => "tradeInCondition",
  },
  tradeInCondition: {
    kind: "choice",
    optional: true,
    prompt: (_a, c) => c.t("chat.q.tradeInCondition"),
    choices: choice("tradeInCondition"),
    next: () => "tradeInPayoff",
  },
  tradeInPayoff: {
    kind: "text",
    optional: true,
    allowEmpty: true,
    inputMode: "numeric",
    prompt: (_a, c) => c.t("chat.q.tradeInPayoff"),
    validate: payoffError,
    next: () => "summary",
  },
  summary: { kind: "message", prompt: summaryText, next: () => "readyToTalk" },
  readyToTalk: {
    kind: "choice",
    prompt: (_a, c) => c.t("chat.q.readyToTalk"),
    choices: choice("readyToTalk"),
    next: (a) => (str(a, "readyToTalk") === "yes" ? "phone" : "articles"),
  },
  phone: {
    kind: "text",
    inputMode: "tel",
    prompt: (_a, c) => c.t("chat.q.phone"),
    validate: phoneError,
    normalize: phoneDigits,
    next: (a) => (emailKnown(a) ? "lastName" : "email"),
  },
  email: {
    kind: "text",
    inputMode: "email",
    prompt: (_a, c) => c.t("chat.q.email"),
    validate: emailError,
    normalize: normalizeEmail,
    next: () => "lastName",
  },
  lastName: {
    kind: "text",
    prompt: (_a, c) => c.t("chat.q.lastName"),
    validate: nameError,
    normalize: (v) => v.trim(),
    next: () => "notes",
  },
  notes: {
    kind: "text",
    optional: true,
    allowEmpty: true,
    prompt: (_a, c) => c.t("chat.q.notes"),
    validate: (v) => (v.length > 500 ? { key: "chat.error.notesTooLong" } : undefined),
    next: () => "complete",
  },
  complete: { kind: "message", content: "completion", end: true, prompt: completionText, next: () => "complete" },
  articles: {
    kind: "message",
    content: "articles",
    prompt: (_a, c) => c.t("chat.q.articles"),
    next: () => "newsletterSignup",
  },
  newsletterSignup: {
    kind: "choice",
    prompt: (_a, c) => c.t("chat.q.newsletterSignup"),
    choices: choice("newsletterSignup"),
    next: (a) => (str(a, "newsletterSignup") === "yes" ? "newsletterEmail" : "moreArticles"),
  },
  newsletterEmail: {
    kind: "text",
    inputMode: "email",
    prompt: (_a, c) => c.t("chat.q.newsletterEmail"),
    validate: emailError,
    normalize: normalizeEmail,
    next: () => "newsletterConfirmation",
  },
  // Double opt-in: the address is a subscriber only once the emailed link is followed.
  newsletterConfirmation: {
    kind: "message",
    prompt: (_a, c) => c.t(c.newsletterConfirms ? "site.newsletter.confirmationSent" : "site.newsletter.noted"),
    next: () => "moreArticles",
  },
  moreArticles: { kind: "message", content: "articles", prompt: (_a, c) => c.t("chat.q.moreArticles"), next: () => "followUpText" },
  followUpText: {
    kind: "text",
    prompt: (_a, c) => c.t("chat.q.followUpText"),
    validate: (v) =>
      v.trim() === "" ? { key: "chat.error.answerEmpty" } : v.length > 300 ? { key: "chat.error.followUpTooLong" } : undefined,
    next: (a) => (str(a, "followUpClass") === "DONE" ? "goodbye" : "followUpReply"),
  },
  followUpReply: {
    kind: "message",
    prompt: (a, c) => str(a, "followUpReply") ?? followUpReply(FOLLOW_UP_REPLIES[followUpClass(a)], c.t),
    next: () => "followUp",
  },
  followUp: {
    kind: "choice",
    prompt: (_a, c) => c.t("chat.q.followUp"),
    choices: choice("followUp"),
    next: (a) => (str(a, "followUp") === "yes" ? toContact(a) : "farewell"),
  },
  goodbye: {
    kind: "message",
    end: true,
    prompt: (a, c) => c.t("chat.q.goodbye", { name: firstName(a, c) }),
    next: () => "goodbye",
  },
  farewell: {
    kind: "message",
    end: true,
    prompt: (a, c) => c.t("chat.q.farewell", { name: firstName(a, c), phone: c.phoneDisplay }),
    next: () => "farewell",
  },
};

export function chatNode(key: NodeKey): ChatNode {
  return CHAT_FLOW[key];
}
