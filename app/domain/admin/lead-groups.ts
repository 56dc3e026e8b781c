import { phoneText } from "#app/domain/phone";
import { isMonthlyFinancing } from "#app/domain/chat/budget";
import { answerCodeLabel, columnCodeLabel, mileageText, moneyText } from "./labels";

/** A lead's stored fields in the groups an advisor reads them in (SPEC §3), with readable labels. */
export const LEAD_FIELD_GROUPS = [
  {
    title: "Contact",
    fields: [
      ["firstName", "First name"],
      ["lastName", "Last name"],
      ["email", "Email"],
      ["phone", "Phone"],
      ["zipCode", "ZIP code"],
    ],
  },
  {
    title: "Vehicle",
    fields: [
      ["vehicleType", "New, CPO or used"],
      ["knowsVehicle", "Knows the car"],
      ["make", "Make"],
      ["model", "Model"],
      ["year", "Year"],
      ["trim", "Trim"],
      ["hasDealerQuote", "Has a dealer quote"],
      ["timeline", "Timeline"],
      ["experience", "Past experience"],
    ],
  },
  {
    title: "Needs",
    fields: [
      ["bodyStyle", "Body style"],
      ["locationType", "Drives mostly in"],
      ["passengers", "Passengers"],
      ["dailyDriving", "Daily driving"],
      ["priorities", "Priorities"],
    ],
  },
  {
    title: "Budget and financing",
    fields: [
      ["financingType", "Paying by"],
      ["budget", "Budget"],
      ["isBudgetMonthly", "Budget is monthly"],
      ["creditRange", "Credit"],
    ],
  },
  {
    title: "Trade-in",
    fields: [
      ["hasTradeIn", "Has a trade-in"],
      ["tradeInMake", "Make"],
      ["tradeInModel", "Model"],
      ["tradeInYear", "Year"],
      ["tradeInMileage", "Mileage"],
      ["tradeInCondition", "Condition"],
      ["tradeInPayoff", "Payoff"],
    ],
  },
  {
    title: "Follow-up",
    fields: [
      ["qualified", "Qualified"],
      ["readyToTalk", "Ready to talk"],
      ["notes", "Notes"],
      ["newsletterOptedIn", "Newsletter"],
      ["newsletterEmail", "Newsletter email"],
      ["newsletterOptedInAt", "Opted in at"],
      ["newsletterConfirmedAt", "Newsletter confirmed"],
      ["newsletterUnsubscribedAt", "Unsubscribed"],
      ["endedReason", "Chat ended by the server"],
      ["inappropriateStrikes", "Inappropriate messages"],
    ],
  },
  {
    title: "Source and tracking",
    fields: [
      ["leadSource", "Lead source"],
      ["leadSourceDetail", "Source detail"],
      ["pageUrl", "Page"],
      ["referrerUrl", "Referrer"],
      ["utmSource", "UTM source"],
      ["utmMedium", "UTM medium"],
      ["utmCampaign", "UTM campaign"],
      ["utmTerm", "UTM term"],
      ["utmContent", "UTM content"],
      ["sessionId", "Session"],
      ["userAgent", "Browser"],
    ],
  },
  {
    title: "Record",
    fields: [
      ["id", "Lead id"],
      ["createdAt", "Received"],
      ["lastRequestedAt", "Latest request"],
      ["requestCount", "Requests"],
      ["updatedAt", "Last updated"],
      ["contactedAt", "First contacted"],
      ["consentTextVersion", "Consent wording seen"],
      ["consentAt", "Consent given"],
    ],
  },
] as const satisfies readonly { title: string; fields: readonly (readonly [string, string])[] }[];

const MONEY_FIELDS = new Set(["budget", "tradeInPayoff"]);
/** Stored as typed (the chat keeps digits only): every phone reads as (415) 555-0199. */
const PHONE_FIELDS = new Set(["phone"]);
/** The stored time columns: the lead page and the CSV show each in Pacific time, never UTC. */
export const TIME_FIELDS = new Set([
  "createdAt",
  "updatedAt",
  "statusChangedAt",
  "contactedAt",
  "lastRequestedAt",
  "consentAt",
  "newsletterOptedInAt",
  "newsletterConfirmedAt",
  "newsletterUnsubscribedAt",
  "lastCallAt",
  "nextCallbackAt",
]);
const isBlank = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** Whether the lead holds nothing in this column: the page leaves such rows out. */
export const isBlankField = (key: string, fields: Record<string, unknown>) => isBlank(fields[key]);

/**
 * How one stored column reads: codes by their label (labels.ts), Yes/No, lists joined, dollars (a
 * monthly budget per month), miles, Pacific times, a dash for nothing.
 */
export function fieldText(key: string, fields: Record<string, unknown>, formatTime: (iso: string) => string): string {
  const value = fields[key];
  if (isBlank(value)) return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map((item) => columnCodeLabel(key, String(item)) ?? String(item)).join(", ");
  if (typeof value === "number" && MONEY_FIELDS.has(key)) return moneyText(value, key === "budget" && fields.isBudgetMonthly === true);
  if (key === "tradeInMileage" && (typeof value === "string" || typeof value === "number")) return mileageText(value);
  if (typeof value === "string" && TIME_FIELDS.has(key)) return formatTime(value);
  if (typeof value === "string" && PHONE_FIELDS.has(key)) return phoneText(value);
  if (typeof value === "string") return columnCodeLabel(key, value) ?? value;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** How one chat answer reads, by its question: the choice's label, the budget in dollars, the rest as typed. */
export function answerText(question: string, answers: Record<string, unknown>): string {
  const value = answers[question];
  if (isBlank(value)) return "—";
  if (Array.isArray(value)) return value.map((item) => answerCodeLabel(question, String(item)) ?? String(item)).join(", ");
  if (typeof value === "number" && question === "budget") return moneyText(value, isMonthlyFinancing(String(answers.financingType)));
  return answerCodeLabel(question, String(value)) ?? String(value);
}
