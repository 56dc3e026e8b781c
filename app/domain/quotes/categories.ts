/** What a line of a dealer quote is: the categories the advisor sees and corrects. */
export const LINE_CATEGORIES = [
  "vehicle-price",
  "discount",
  "rebate",
  "documentation-fee",
  "electronic-filing",
  "tire-fee",
  "dmv",
  "sales-tax",
  "add-on",
  "service-contract",
  "gap",
  "trade-in",
  "payoff",
  "down-payment",
  "other",
] as const;

export type LineCategory = (typeof LINE_CATEGORIES)[number];

export const LINE_CATEGORY_LABELS: Record<LineCategory, string> = {
  "vehicle-price": "Vehicle price",
  discount: "Discount",
  rebate: "Rebate",
  "documentation-fee": "Documentation fee",
  "electronic-filing": "Electronic filing",
  "tire-fee": "Tire fee",
  dmv: "DMV / registration",
  "sales-tax": "Sales tax",
  "add-on": "Add-on",
  "service-contract": "Service contract",
  gap: "GAP",
  "trade-in": "Trade-in",
  payoff: "Payoff",
  "down-payment": "Down payment",
  other: "Other",
};

/** Lines that lower what the buyer pays, whichever sign the quote printed them with. */
export const CREDIT_CATEGORIES: ReadonlySet<LineCategory> = new Set(["discount", "rebate", "trade-in", "down-payment"]);

/** Products the dealer sells on top of the car: the CARS Act's "add-ons" (Civil Code §1784.41(b)). */
export const ADD_ON_CATEGORIES: ReadonlySet<LineCategory> = new Set(["add-on", "service-contract", "gap"]);

/** Who put a line in its category: the kept wordings, the vision model (only for labels they do not know), or nobody. */
export const CATEGORISED_BY = ["wording", "model", "none"] as const;
export type CategorisedBy = (typeof CATEGORISED_BY)[number];

/** How a printed total is meant: the price out the door, what is left to pay, a subtotal, or the taxable amount. */
export const TOTAL_KINDS = ["total", "balance", "subtotal", "taxable"] as const;
export type TotalKind = (typeof TOTAL_KINDS)[number];
