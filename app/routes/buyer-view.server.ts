import { CHAT_LEAD_SOURCE, NEWSLETTER_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import { buyerFilePath, buyerHomePath, buyerPagePath } from "#app/domain/buyers/buyer-links";
import type {
  BuyerAskedView,
  BuyerCallView,
  BuyerPageView,
  BuyerQuoteView,
  BuyerRequestView,
  BuyerStage,
  BuyerStatusView,
  ComparedName,
} from "#app/domain/buyers/buyer-page";
import { compareQuotes } from "#app/domain/buyers/quote-comparison";
import { CHAT_CHOICES } from "#app/domain/chat/choices";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import type { LeadLanguage } from "#app/domain/lead-language";
import { formatPhoneDisplay } from "#app/domain/phone";
import type { QuoteFlag } from "#app/domain/quote-rules";
import { USED_CAR_RETURN } from "#app/domain/quote-rules/used-car-return";
import type { QuoteCheckView } from "#app/domain/quotes/check-view";
import { buyerSummary, flagName, type SummaryWords } from "#app/domain/quotes/summary";
import { formatCents } from "#app/domain/quotes/money";
import { serverTranslator } from "#app/i18n/catalogue.server";
import { formatDollars } from "#app/i18n/dollars";
import { formatLongDate } from "#app/i18n/format";
import type { MessageKey } from "#app/i18n/messages/en";
import { pacificClock, pacificDate, pacificDateTime, pacificDay } from "#app/i18n/pacific-time";
import type { Translate } from "#app/domain/message";
import type { BuyerPageFacts, BuyerLead, BuyerRequest } from "#worker/services/buyers/page.server";

// The buyer's page as its components draw it (app/domain/buyers/buyer-page.ts), from what the service
// read: every time written out in Pacific time and the page's language, every code a person reads as words.

type Pieces = Pick<BuyerPageView, "token" | "reach" | "language" | "done" | "problem">;

export function buyerPageView(facts: BuyerPageFacts, pieces: Pieces): BuyerPageView {
  const { lead, requests, quotes } = facts;
  const { language, token } = pieces;
  const t = serverTranslator(language, ["chat", "quote", "buyer"]);
  const read = quotes.filter((quote) => quote.status === "read");
  // Numbered as the quote cards are: the oldest is quote 1.
  const names: ComparedName[] = read.map((quote) => ({
    number: quotes.length - quotes.indexOf(quote),
    dealer: quote.head?.dealerName ?? null,
    uploadedOn: pacificDate(language, quote.createdAt),
  }));
  return {
    ...pieces,
    kind: "page",
    paths: {
      page: buyerPagePath(token, language),
      calendar: buyerFilePath(token, language, "call.ics"),
      dataJson: buyerFilePath(token, language, "data.json"),
      dataPage: `${buyerPagePath(token, language)}/data`,
      otherLanguage: buyerPagePath(token, language === "en" ? "es" : "en"),
      home: buyerHomePath(language),
    },
    firstName: lead.firstName,
    status: statusOf(lead, language),
    asked: askedOf(lead, language, t),
    requests: requests.map((request) => requestOf(request, language, t)),
    call: callOf(facts, language),
    quotes: quotes.map((quote) => quoteOf(quote, language, t)),
    comparison: read.length >= 2 ? { table: comparedIn(t, read), names } : null,
    uploadsLeft: Math.max(0, CHAT_LIMITS.maxUploadsPerLead - quotes.length),
    uploadsMax: CHAT_LIMITS.maxUploadsPerLead,
    details: {
      firstName: lead.firstName ?? "",
      lastName: lead.lastName ?? "",
      phone: lead.phoneDigits ? formatPhoneDisplay(lead.phoneDigits) : "",
      email: lead.email ?? "",
      pendingEmail: lead.pendingEmail,
    },
  };
}

/** The quotes compared, each car named as the page's language names it. */
function comparedIn(t: Translate, read: QuoteCheckView[]) {
  const table = compareQuotes(read);
  const columns = table.columns.map((column, index) => {
    const vehicle = read[index]?.head?.vehicle;
    return { ...column, vehicle: vehicle ? carOf(t, vehicle) : null };
  });
  return { ...table, columns };
}

const isClosed = (lead: BuyerLead) => lead.status === "closed" || lead.status === "spam" || lead.endedReason !== null;

function statusOf(lead: BuyerLead, language: LeadLanguage): BuyerStatusView {
  const byBuyer = lead.bookedCallKind !== null && lead.bookedCallAt === lead.nextCallbackAt;
  const call = lead.nextCallbackAt
    ? {
        by: byBuyer ? ("buyer" as const) : ("advisor" as const),
        kind: byBuyer && lead.bookedCallKind ? lead.bookedCallKind : ("callback" as const),
        at: pacificDateTime(language, lead.nextCallbackAt),
      }
    : null;
  const advisorFirstName = lead.advisorName?.trim().split(/\s+/)[0] ?? null;
  const stage: BuyerStage = lead.lastCallAt ? "called" : call ? "booked" : advisorFirstName ? "advisor" : "received";
  return {
    stage,
    receivedOn: pacificDate(language, lead.lastRequestedAt ?? lead.createdAt),
    advisorFirstName,
    call,
    calledOn: lead.lastCallAt ? pacificDate(language, lead.lastCallAt) : null,
    closed: isClosed(lead),
  };
}

const choiceLabel = (list: keyof typeof CHAT_CHOICES, value: string | null, t: Translate) => {
  const key = CHAT_CHOICES[list].find((choice) => choice.value === value)?.key;
  return key ? t(key) : null;
};

type CarParts = { year: number | string | null; make: string | null; model: string | null; trim?: string | null };

/** The car as the page's language names it ("2026 Toyota RAV4 XLE", "Toyota RAV4 XLE 2026"), without the parts not given. */
export const carOf = (t: Translate, { year, make, model, trim = null }: CarParts) => {
  const named = [model, trim].filter((part) => part !== null && part !== "").join(" ");
  const words = t("buyer.car", { year: year ?? "", make: make ?? "", model: named })
    .replace(/\s+/g, " ")
    .trim();
  return words === "" ? null : words;
};

function askedOf(lead: BuyerLead, language: LeadLanguage, t: Translate): BuyerAskedView {
  const budget =
    lead.budget === null
      ? null
      : t(lead.isBudgetMonthly ? "buyer.asked.budgetMonthly" : "buyer.asked.budgetTotal", { amount: formatDollars(language, lead.budget) });
  const tradeIn =
    lead.hasTradeIn === null
      ? null
      : lead.hasTradeIn
        ? (carOf(t, { year: lead.tradeInYear, make: lead.tradeInMake, model: lead.tradeInModel }) ?? t("buyer.asked.tradeInYes"))
        : t("buyer.asked.tradeInNo");
  return {
    car: carOf(t, lead),
    vehicleType: choiceLabel("vehicleType", lead.vehicleType, t),
    budget,
    timeline: choiceLabel("timeline", lead.timeline, t),
    tradeIn,
  };
}

function requestOf(request: BuyerRequest, language: LeadLanguage, t: Translate): BuyerRequestView {
  const way = request.source === CHAT_LEAD_SOURCE ? "chat" : request.source === NEWSLETTER_LEAD_SOURCE ? "newsletter" : "form";
  return { id: request.id, on: pacificDate(language, request.createdAt), way, car: carOf(t, request) };
}

function callOf({ lead, slots }: BuyerPageFacts, language: LeadLanguage): BuyerCallView {
  const booked =
    lead.bookedCallKind && lead.bookedCallAt && lead.bookedCallAt === lead.nextCallbackAt
      ? { kind: lead.bookedCallKind, at: pacificDateTime(language, lead.bookedCallAt), atIso: lead.bookedCallAt }
      : null;
  return {
    canBook: isClosed(lead) ? "closed" : lead.phoneDigits ? "yes" : "no-phone",
    booked,
    days: slots.slots.map((day) => ({
      date: day.date,
      label: pacificDay(language, day.slots[0]?.at ?? `${day.date}T20:00:00Z`),
      slots: day.slots.map((slot) => ({ at: slot.at, clock: pacificClock(language, slot.at), full: slot.full })),
    })),
  };
}

/**
 * A rule's sentence for a Spanish page: the flags' own sentences are English, written for the advisor
 * (docs/decisions/041); the Spanish says the same of the rule, with what is at stake.
 */
const EXPLAINED: Record<string, MessageKey> = {
  "doc-fee-cap": "quote.explain.docFeeCap",
  "tire-fee": "quote.explain.tireFee",
  "dealer-charge-as-government-fee": "quote.explain.dealerChargeAsGovernmentFee",
  "no-benefit-add-on": "quote.explain.noBenefitAddOn",
  "add-on-not-optional": "quote.explain.addOnNotOptional",
  "sales-tax": "quote.explain.salesTax",
  "totals-add-up": "quote.explain.totalsAddUp",
  "dealer-added-fee": "quote.explain.dealerAddedFee",
  "used-car-return": "quote.reminder.usedCarReturn",
};

const sentenceOf = (flag: QuoteFlag, language: LeadLanguage, t: Translate) =>
  language === "en"
    ? flag.sentence
    : t(EXPLAINED[flag.ruleId] ?? "quote.explain.other", {
        amount: formatCents(flag.amountCents),
        days: USED_CAR_RETURN.days,
        miles: USED_CAR_RETURN.maxMiles,
      });

function quoteOf(quote: QuoteCheckView, language: LeadLanguage, t: Translate): BuyerQuoteView {
  const words: SummaryWords = { locale: language, t };
  const problem =
    quote.status === "unreadable"
      ? buyerSummary({ status: "unreadable", reason: quote.reason ?? "" }, words).text
      : quote.status === "not-quote"
        ? buyerSummary({ status: "not-quote" }, words).text
        : null;
  const questioned = new Set(quote.flags.filter((flag) => flag.severity === "question").map((flag) => flag.linePosition));
  const head = quote.head;
  return {
    id: quote.id,
    source: quote.source,
    status: quote.status,
    uploadedOn: pacificDate(language, quote.createdAt),
    problem,
    dealer: head?.dealerName ?? null,
    vehicle: head ? carOf(t, head.vehicle) : null,
    quoteDate: head?.quoteDate ? formatLongDate(language, head.quoteDate) : null,
    lines: quote.lines.map((line) => ({
      label: line.label,
      category: line.category,
      amountCents: line.amountCents,
      flagged: questioned.has(line.position),
    })),
    totals: head?.totals.map(({ label, kind, amountCents }) => ({ label, kind, amountCents })) ?? [],
    flags: quote.flags.map((flag) => ({
      // A reminder of a right is named by its rule in Spanish; a question by what is at stake.
      name: flag.severity === "info" && language === "es" ? t("quote.explain.reminderName") : flagName(flag, words),
      sentence: sentenceOf(flag, language, t),
      severity: flag.severity,
      amountCents: flag.amountCents,
      lineLabel: flag.linePosition === null ? null : (quote.lines.find((line) => line.position === flag.linePosition)?.label ?? null),
      source: flag.source,
    })),
    worthQuestioningCents: quote.worthQuestioningCents,
  };
}
