import type { LineCategory, TotalKind } from "./categories";

/**
 * Charges a dealer adds and prices itself: worth questioning whatever the law says,
 * and named so the advisor's flag can say which.
 */
export const DEALER_ADDED = {
  "market-adjustment": "a market adjustment",
  "dealer-prep": "dealer preparation",
  "protection-package": "a protection package",
  etching: "window etching",
  nitrogen: "a nitrogen tire fill",
  "theft-deterrent": "a theft-deterrent product",
  reconditioning: "reconditioning",
} as const;
export type DealerAdded = keyof typeof DEALER_ADDED;

/** Add-ons the CARS Act names as giving no benefit in some cases (Civil Code §1784.42(a)). */
export type NoBenefit = "nitrogen" | "oil-change" | "catalytic-marking" | "surface-protection";

type Wording = {
  match: RegExp;
  category: LineCategory;
  dealerAdded?: DealerAdded;
  noBenefit?: NoBenefit;
};

// The kept wordings, first match wins: the more specific before the general ("trade-in payoff" is a
// payoff, "tire & wheel protection" an add-on, not a tire fee). Labels are matched in lower case.
// The vision model categorises a label only when none of these knows it.
const WORDINGS: Wording[] = [
  {
    match: /\b(market|addendum)\s*(value\s*)?adj|\badm\b|additional dealer markup|dealer markup|\bmarkup\b/,
    category: "other",
    dealerAdded: "market-adjustment",
  },
  { match: /dealer\s*prep|preparation|\bpdi\b|destination (&|and) prep/, category: "other", dealerAdded: "dealer-prep" },
  { match: /recondition/, category: "other", dealerAdded: "reconditioning" },
  { match: /nitrogen|\bn2\b/, category: "add-on", dealerAdded: "nitrogen", noBenefit: "nitrogen" },
  { match: /catalytic|cat(alytic)?\s*(converter\s*)?(shield|mark|etch)/, category: "add-on", noBenefit: "catalytic-marking" },
  { match: /\betch|vin\s*etch|window\s*etch/, category: "add-on", dealerAdded: "etching" },
  { match: /theft|lojack|tracking system|security system|alarm/, category: "add-on", dealerAdded: "theft-deterrent" },
  { match: /oil change|maintenance plan|prepaid maintenance|care plan/, category: "add-on", noBenefit: "oil-change" },
  { match: /tire\s*(&|and)\s*wheel|wheel\s*(&|and)\s*tire|key replacement|windshield|\bdent\b|road hazard/, category: "add-on" },
  {
    match: /protection (package|pkg|plan|bundle)|dealer (package|pkg)|value package|pro pack/,
    category: "add-on",
    dealerAdded: "protection-package",
  },
  {
    match: /paint|surface protect|ceramic|clear\s*coat|fabric|interior protect|appearance/,
    category: "add-on",
    noBenefit: "surface-protection",
  },
  { match: /\bgap\b|guaranteed asset|debt cancel/, category: "gap" },
  {
    match: /service contract|extended (warranty|service)|vehicle service (contract|agreement)|\bvsc\b|mechanical breakdown/,
    category: "service-contract",
  },
  { match: /payoff|pay-off|pay off|\blien\b|owed on trade/, category: "payoff" },
  { match: /trade[\s-]*in|trade (allowance|value|equity)/, category: "trade-in" },
  { match: /down\s*payment|cash down|customer cash|\bdeposit\b/, category: "down-payment" },
  { match: /rebate|incentive|cash back|bonus cash|loyalty|conquest|manufacturer (cash|offer)/, category: "rebate" },
  { match: /discount|dealer savings|price reduction|savings|\bless\b/, category: "discount" },
  { match: /\bdoc(ument|umentation|umentary)?\.?\s*(fee|charge|processing|prep)|processing (fee|charge)/, category: "documentation-fee" },
  { match: /electronic (filing|registration|vehicle registration)|e-?fil(e|ing)|\bevr\b|\bcvr\b/, category: "electronic-filing" },
  { match: /tire (fee|recycling|tax)|california tire|ca tire|\btires?\b.*\bfee\b/, category: "tire-fee" },
  { match: /sales tax|use tax|\btax\b/, category: "sales-tax" },
  { match: /\bdmv\b|registration|license fee|licen[cs]e|\btitle\b|\bvlf\b|smog|plate|government fee|state fee/, category: "dmv" },
  {
    match: /accessor|add-?on|mud ?flap|splash guard|floor mat|cargo|wheel lock|tint|pinstripe|door edge|bed ?liner|roof rack|hitch/,
    category: "add-on",
  },
  {
    match: /\b(vehicle|selling|sale|sales|cash|agreed|base|retail|unit|purchase)\s*price\b|^price\b|\bmsrp\b|sticker|destination|freight/,
    category: "vehicle-price",
  },
];

/** What the kept wordings say a printed label is; null when none of them knows it. */
export function wordingOf(label: string): Omit<Wording, "match"> | null {
  const lower = label.toLowerCase();
  const found = WORDINGS.find((wording) => wording.match.test(lower));
  if (!found) return null;
  const { match: _, ...known } = found;
  return known;
}

// Totals are printed lines too; these say which, and how each is meant.
const TOTAL_WORDINGS: { match: RegExp; kind: TotalKind }[] = [
  { match: /taxable/, kind: "taxable" },
  { match: /sub[\s-]?total/, kind: "subtotal" },
  { match: /balance|amount (due|financed)|due (at|on) (signing|delivery)|total due/, kind: "balance" },
  {
    match: /^total\b|grand total|out[\s-]*the[\s-]*door|\botd\b|total (price|cash price|sale|purchase|amount|cost)|cash price total/,
    kind: "total",
  },
];

/** Whether a printed label is a total, and which kind; null for an ordinary line. */
export function totalKindOf(label: string): TotalKind | null {
  const lower = label.toLowerCase().trim();
  // "Total tax" and "Total fees" are lines that say how much of something, not the quote's total.
  if (/^total\s+(tax|sales tax|fees|government|dmv|add)/.test(lower)) return null;
  return TOTAL_WORDINGS.find((wording) => wording.match.test(lower))?.kind ?? null;
}
