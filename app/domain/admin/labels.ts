import { en } from "#app/i18n/messages/en";
import { CHAT_CHOICES } from "#app/domain/chat/choices";
import type { NodeKey } from "#app/domain/chat/flow-types";
import type { CHAT_ENDED_REASONS } from "./audit";
import { CALL_OUTCOME_LABELS, type CallOutcome } from "./call-outcomes";
import { CHAT_LEAD_SOURCE, NEWSLETTER_LEAD_SOURCE } from "./lead-status";

// The one table of what advisors read for a stored code: the lead page, the list,
// the CSV and the dashboard all go through it, so nobody reads `1-3months` or `zipCode`.

type ChoiceList = keyof typeof CHAT_CHOICES;

/** The chat's own labels, with the few that read as the visitor's voice reworded for an advisor. */
const ADVISOR_WORDING: Partial<Record<ChoiceList, Record<string, string>>> = {
  experience: { "first-time": "First time buying", dreaded: "Dreaded buying before", fine: "Past buying was fine" },
  knowsVehicle: { yes: "Knows the car", exploring: "Still exploring" },
  dealerQuote: { yes: "Has a dealer quote", no: "No dealer quote" },
  readyToTalk: { yes: "Ready to talk", no: "Not yet" },
  newsletterSignup: { yes: "Signed up", no: "Declined" },
  followUp: { yes: "Asked for an advisor", no: "Declined" },
};

const CHOICE_LABELS = Object.fromEntries(
  Object.entries(CHAT_CHOICES).map(([list, choices]) => [
    list,
    // The advisors' pages are English: the chat's English labels (the buyer's come from the catalogue).
    Object.fromEntries(choices.map(({ value, key }) => [value, ADVISOR_WORDING[list as ChoiceList]?.[value] ?? en[key]])),
  ]),
) as Record<ChoiceList, Record<string, string>>;

/** A lead column holding a chat code, and the choice list its codes come from. */
const COLUMN_CHOICES = {
  vehicleType: "vehicleType",
  timeline: "timeline",
  experience: "experience",
  bodyStyle: "bodyStyle",
  locationType: "location",
  passengers: "passengers",
  dailyDriving: "dailyDriving",
  priorities: "priorities",
  financingType: "financingType",
  creditRange: "creditRange",
  tradeInCondition: "tradeInCondition",
} as const satisfies Record<string, ChoiceList>;

const ENDED_REASON_LABELS: Record<(typeof CHAT_ENDED_REASONS)[number], string> = {
  inappropriate: "Three inappropriate messages",
};

/** The chat's steps as the dashboard's funnel and the lead's answers name them. */
export const FUNNEL_STEP_LABELS: Record<NodeKey, string> = {
  greeting: "Greeting",
  name: "First name",
  zipCode: "ZIP code",
  vehicleType: "New, CPO or used",
  timeline: "Timeline",
  experience: "Past experience",
  knowsVehicle: "Knows the car",
  make: "Make",
  model: "Model",
  year: "Year",
  trim: "Trim",
  dealerQuote: "Has a dealer quote",
  dealerQuoteUpload: "Dealer quote upload",
  bodyStyle: "Body style",
  location: "Drives mostly in",
  passengers: "Passengers",
  dailyDriving: "Daily driving",
  priorities: "Priorities",
  financingType: "Paying by",
  budget: "Budget",
  suggestions: "Suggested cars",
  creditRange: "Credit",
  tradeIn: "Has a trade-in",
  tradeInMake: "Trade-in make",
  tradeInModel: "Trade-in model",
  tradeInYear: "Trade-in year",
  tradeInMileage: "Trade-in mileage",
  tradeInCondition: "Trade-in condition",
  tradeInPayoff: "Trade-in payoff",
  summary: "Summary",
  readyToTalk: "Ready to talk",
  phone: "Phone",
  email: "Email",
  lastName: "Last name",
  notes: "Notes",
  complete: "Completed",
  articles: "Guides offered",
  newsletterSignup: "Newsletter",
  newsletterEmail: "Newsletter email",
  newsletterConfirmation: "Newsletter confirmed",
  moreArticles: "More guides",
  followUpText: "Follow-up question",
  followUpReply: "Follow-up answer",
  followUp: "Asked for an advisor",
  goodbye: "Goodbye",
  farewell: "Farewell",
};

/** The buttons that open the lead form (SPEC §3: the modal's source tag), as an advisor names them. */
export const FORM_BUTTON_LABELS: Record<string, string> = {
  navbar: "top menu",
  how_it_works: "How it works",
  faq: "FAQ",
  about: "About page",
  guarantee: "Guarantee",
  contact_us: "Contact us",
  get_in_touch: "Get in touch",
  recent_deals: "Recent deals",
  pricing_consultation: "Pricing: Consultation",
  pricing_full_service: "Pricing: Full-Service",
  pricing_white_glove: "Pricing: White-Glove",
};

/** A tag no table knows yet still reads as words: "spring_sale" -> "spring sale". */
const words = (code: string) => code.replaceAll(/[_-]+/g, " ").trim();

const MODAL_PREFIX = "landing_page_";

/** Where a lead or request came from: "Chat", "Bottom form", "Form from the FAQ button", "Newsletter box". */
export function sourceLabel(leadSource: string | null | undefined): string {
  if (!leadSource) return "—";
  if (leadSource === CHAT_LEAD_SOURCE) return "Chat";
  if (leadSource === NEWSLETTER_LEAD_SOURCE) return "Newsletter box";
  if (leadSource === `${MODAL_PREFIX}cta`) return "Bottom form";
  if (leadSource.startsWith(MODAL_PREFIX)) {
    const tag = leadSource.slice(MODAL_PREFIX.length);
    return `Form from the ${FORM_BUTTON_LABELS[tag] ?? words(tag)} button`;
  }
  return words(leadSource);
}

/** The source detail beside the source: the form's own name ("bottom_cta_form", "faq_modal_form"). */
export function sourceDetailLabel(detail: string | null | undefined): string {
  if (!detail) return "—";
  if (detail === "bottom_cta_form") return "Bottom form";
  const modal = /^(.+)_modal_form$/.exec(detail);
  if (modal?.[1]) return `Lead form, ${FORM_BUTTON_LABELS[modal[1]] ?? words(modal[1])} button`;
  return words(detail);
}

const choiceLabel = (list: ChoiceList, value: string) => CHOICE_LABELS[list][value] ?? words(value);

/** The label of a lead column's code, or null when the column holds no code. */
export function columnCodeLabel(column: string, value: string): string | null {
  if (column in COLUMN_CHOICES) return choiceLabel(COLUMN_CHOICES[column as keyof typeof COLUMN_CHOICES], value);
  if (column === "leadSource") return sourceLabel(value);
  if (column === "leadSourceDetail") return sourceDetailLabel(value);
  if (column === "lastCallOutcome") return CALL_OUTCOME_LABELS[value as CallOutcome] ?? words(value);
  if (column === "endedReason") return ENDED_REASON_LABELS[value as keyof typeof ENDED_REASON_LABELS] ?? words(value);
  return null;
}

/** The label of a chat answer, by its question (node) key; null when the question has no choices. */
export function answerCodeLabel(question: string, value: string): string | null {
  return question in CHOICE_LABELS ? choiceLabel(question as ChoiceList, value) : null;
}

export const stepLabel = (key: string) => FUNNEL_STEP_LABELS[key as NodeKey] ?? words(key);

const count = new Intl.NumberFormat("en-US");

/** "98,000 mi"; a mileage the visitor was unsure of stays as said. */
export const mileageText = (value: string | number) => (/^\d+$/.test(String(value)) ? `${count.format(Number(value))} mi` : String(value));

/** "$30,000", or "$650/month" for a monthly budget. */
export const moneyText = (value: number, monthly = false) => `$${count.format(value)}${monthly ? "/month" : ""}`;
