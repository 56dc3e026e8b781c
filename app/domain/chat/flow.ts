import { newsletterSuccess } from "../constants";
import { emailError, normalizeEmail } from "../email";
import { phoneDigits, phoneError } from "../phone";
import { isMonthlyFinancing } from "./budget";
import { CHAT_CHOICES, CHAT_MAKES, MAX_PRIORITIES, newVehicleYears } from "./choices";
import { FOLLOW_UP_REPLIES } from "./follow-up";
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
import type { ChatNode, Next, NodeKey } from "./flow-types";
import { chatZipError, nameError, payoffError, shortAnswerError, yearError, zipDigits } from "./free-text";
import { mileageError, normalizeMileage } from "./mileage";

export { NODE_KEYS, type Answers, type ChatNode, type FlowContext, type NodeKey } from "./flow-types";
export { suggestionsFor } from "./flow-answers";

const choice = (list: keyof typeof CHAT_CHOICES) => () => CHAT_CHOICES[list];

const afterFinancing: Next = (a) => (isMonthlyFinancing(str(a, "financingType")) ? "creditRange" : "tradeIn");
const afterBudget: Next = (a) => (!knowsVehicle(a) && suggestionsFor(a).length > 0 ? "suggestions" : afterFinancing(a));
const toContact: Next = () => "phone";

/** SPEC §4, as data: each node's prompt, input and next step. The engine in engine.ts walks it. */
export const CHAT_FLOW: Record<NodeKey, ChatNode> = {
  greeting: {
    kind: "message",
    prompt: (_a, c) =>
      `Hi! I'm the ${c.brand} assistant. I'll ask a few quick questions so an advisor can find you the right car at the right price.`,
    next: () => "name",
  },
  name: {
    kind: "text",
    prompt: () => "First, what's your first name?",
    validate: nameError,
    normalize: (v) => v.trim(),
    next: () => "zipCode",
  },
  zipCode: {
    kind: "text",
    inputMode: "numeric",
    prompt: (a) => `Nice to meet you, ${firstName(a)}! What's your ZIP code?`,
    validate: chatZipError,
    normalize: zipDigits,
    next: () => "vehicleType",
  },
  vehicleType: {
    kind: "choice",
    prompt: () => "Are you shopping for a new, certified pre-owned or used car?",
    choices: choice("vehicleType"),
    next: () => "timeline",
  },
  timeline: { kind: "choice", prompt: () => "When are you hoping to buy?", choices: choice("timeline"), next: () => "experience" },
  experience: {
    kind: "choice",
    prompt: () => "How have your past car-buying experiences been?",
    choices: choice("experience"),
    next: () => "knowsVehicle",
  },
  knowsVehicle: {
    kind: "choice",
    prompt: () => "Do you already know which car you want?",
    choices: choice("knowsVehicle"),
    next: (a) => (knowsVehicle(a) ? "make" : "bodyStyle"),
  },
  make: {
    kind: "text",
    prompt: () => "Which make are you interested in?",
    validate: shortAnswerError,
    normalize: (v) => CHAT_MAKES.find((m) => m.toLowerCase() === v.trim().toLowerCase()) ?? v.trim(),
    suggestions: () => CHAT_MAKES,
    next: () => "model",
  },
  model: {
    kind: "text",
    prompt: (a) => `Which ${str(a, "make") ?? ""} model?`.replace("  ", " "),
    validate: shortAnswerError,
    normalize: (v) => v.trim(),
    next: () => "year",
  },
  year: {
    kind: "text",
    optional: true,
    inputMode: "numeric",
    prompt: () => "Which model year?",
    validate: (v, _a, c) => yearError(v, c.currentYear),
    // SPEC §3: for new vehicles, the previous, current and next model year.
    quickReplies: (a, c) => (str(a, "vehicleType") === "new" ? newVehicleYears(c.currentYear) : []),
    next: () => "trim",
  },
  trim: {
    kind: "text",
    optional: true,
    allowEmpty: true,
    prompt: () => "Any particular trim? (You can leave this empty.)",
    validate: shortAnswerError,
    next: () => "dealerQuote",
  },
  dealerQuote: {
    kind: "choice",
    prompt: () => "Do you already have a quote from a dealer?",
    choices: choice("dealerQuote"),
    next: (a) => (str(a, "dealerQuote") === "yes" ? "dealerQuoteUpload" : "financingType"),
  },
  dealerQuoteUpload: {
    kind: "file",
    optional: true,
    prompt: () =>
      "Great! Upload a photo or PDF of the quote and we'll see how much we can beat it by (JPG, PNG, HEIC or PDF, up to 10 MB).",
    next: () => "financingType",
  },
  bodyStyle: {
    kind: "choice",
    prompt: () => "No problem! What kind of vehicle fits your life?",
    choices: choice("bodyStyle"),
    next: () => "location",
  },
  location: { kind: "choice", prompt: () => "Where do you mostly drive?", choices: choice("location"), next: () => "passengers" },
  passengers: {
    kind: "choice",
    prompt: () => "How many people usually ride with you?",
    choices: choice("passengers"),
    next: () => "dailyDriving",
  },
  dailyDriving: {
    kind: "choice",
    prompt: () => "How far do you drive on a typical day?",
    choices: choice("dailyDriving"),
    next: () => "priorities",
  },
  priorities: {
    kind: "multi",
    max: MAX_PRIORITIES,
    prompt: () => `What matters most to you? Choose up to ${MAX_PRIORITIES}.`,
    choices: choice("priorities"),
    next: () => "financingType",
  },
  financingType: { kind: "choice", prompt: () => "How are you planning to pay?", choices: choice("financingType"), next: () => "budget" },
  budget: {
    kind: "slider",
    prompt: budgetPrompt,
    range: budgetSlider,
    next: afterBudget,
  },
  suggestions: {
    kind: "message",
    content: "suggestions",
    prompt: () => "Here are a few popular models in your range:",
    next: afterFinancing,
  },
  creditRange: {
    kind: "choice",
    optional: true,
    prompt: () => "Roughly where is your credit score?",
    choices: choice("creditRange"),
    next: () => "tradeIn",
  },
  tradeIn: {
    kind: "choice",
    prompt: () => "Do you have a car to trade in?",
    choices: choice("tradeIn"),
    next: (a) => (str(a, "tradeIn") === "yes" ? "tradeInMake" : "summary"),
  },
  tradeInMake: {
    kind: "text",
    prompt: () => "What make is your trade-in?",
    validate: shortAnswerError,
    suggestions: () => CHAT_MAKES,
    normalize: (v) => v.trim(),
    next: () => "tradeInModel",
  },
  tradeInModel: {
    kind: "text",
    prompt: () => "And the model?",
    validate: shortAnswerError,
    normalize: (v) => v.trim(),
    next: () => "tradeInYear",
  },
  tradeInYear: {
    kind: "text",
    optional: true,
    inputMode: "numeric",
    prompt: () => "What year is it?",
    validate: (v, _a, c) => yearError(v, c.currentYear),
    next: () => "tradeInMileage",
  },
  tradeInMileage: {
    kind: "text",
    optional: true,
    inputMode: "numeric",
    prompt: () => "About how many miles are on it?",
    validate: mileageError,
    normalize: normalizeMileage,
    next: () => "tradeInCondition",
  },
  tradeInCondition: {
    kind: "choice",
    optional: true,
    prompt: () => "What condition is it in?",
    choices: choice("tradeInCondition"),
    next: () => "tradeInPayoff",
  },
  tradeInPayoff: {
    kind: "text",
    optional: true,
    allowEmpty: true,
    inputMode: "numeric",
    prompt: () => "Do you still owe anything on it? Enter the payoff amount, or leave it empty.",
    validate: payoffError,
    next: () => "summary",
  },
  summary: { kind: "message", prompt: (a) => summaryText(a), next: () => "readyToTalk" },
  readyToTalk: {
    kind: "choice",
    prompt: () => "Would you like an advisor to call you about this?",
    choices: choice("readyToTalk"),
    next: (a) => (str(a, "readyToTalk") === "yes" ? "phone" : "articles"),
  },
  phone: {
    kind: "text",
    inputMode: "tel",
    prompt: () => "What's the best phone number to reach you?",
    validate: (v) => phoneError(v),
    normalize: phoneDigits,
    next: (a) => (emailKnown(a) ? "lastName" : "email"),
  },
  email: {
    kind: "text",
    inputMode: "email",
    prompt: () => "And your email address?",
    validate: (v) => emailError(v),
    normalize: normalizeEmail,
    next: () => "lastName",
  },
  lastName: { kind: "text", prompt: () => "What's your last name?", validate: nameError, normalize: (v) => v.trim(), next: () => "notes" },
  notes: {
    kind: "text",
    optional: true,
    allowEmpty: true,
    prompt: () => "Anything else your advisor should know? (Optional.)",
    validate: (v) => (v.length > 500 ? "Please keep it under 500 characters." : undefined),
    next: () => "complete",
  },
  complete: { kind: "message", content: "completion", end: true, prompt: (a, c) => completionText(a, c), next: () => "complete" },
  articles: {
    kind: "message",
    content: "articles",
    prompt: () => "No problem! Here's some reading to help you shop smarter:",
    next: () => "newsletterSignup",
  },
  newsletterSignup: {
    kind: "choice",
    prompt: () => "Would you like our car-buying tips by email?",
    choices: choice("newsletterSignup"),
    next: (a) => (str(a, "newsletterSignup") === "yes" ? "newsletterEmail" : "moreArticles"),
  },
  newsletterEmail: {
    kind: "text",
    inputMode: "email",
    prompt: () => "What email should we send them to?",
    validate: (v) => emailError(v),
    normalize: normalizeEmail,
    next: () => "newsletterConfirmation",
  },
  // Double opt-in (issue 12): the address is a subscriber only once the emailed link is followed.
  newsletterConfirmation: { kind: "message", prompt: (_a, c) => newsletterSuccess(c.newsletterConfirms), next: () => "moreArticles" },
  moreArticles: { kind: "message", content: "articles", prompt: () => "Here are our most popular guides:", next: () => "followUpText" },
  followUpText: {
    kind: "text",
    prompt: () => "Is there anything else I can help you with?",
    validate: (v) => (v.trim() === "" ? "Please enter a response." : v.length > 300 ? "Please keep it under 300 characters." : undefined),
    next: (a) => (str(a, "followUpClass") === "DONE" ? "goodbye" : "followUpReply"),
  },
  followUpReply: {
    kind: "message",
    prompt: (a) => str(a, "followUpReply") ?? FOLLOW_UP_REPLIES[followUpClass(a)],
    next: () => "followUp",
  },
  followUp: {
    kind: "choice",
    prompt: () => "Would you like an advisor to reach out?",
    choices: choice("followUp"),
    next: (a) => (str(a, "followUp") === "yes" ? toContact(a) : "farewell"),
  },
  goodbye: {
    kind: "message",
    end: true,
    prompt: (a) => `Thanks for chatting, ${firstName(a)}! Come back any time.`,
    next: () => "goodbye",
  },
  farewell: {
    kind: "message",
    end: true,
    prompt: (a, c) => `No problem, ${firstName(a)}. If you have questions later, call us at ${c.phoneDisplay}. Happy car hunting!`,
    next: () => "farewell",
  },
};

export function chatNode(key: NodeKey): ChatNode {
  return CHAT_FLOW[key];
}
