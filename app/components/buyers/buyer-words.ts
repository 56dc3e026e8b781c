import type { BuyerDone, BuyerProblem } from "#app/domain/buyers/buyer-forms";
import type { LineCategory, TotalKind } from "#app/domain/quotes/categories";
import type { MessageKey } from "#app/i18n/messages/en";

// The catalogue's words for each code the buyer's page shows (app/domain/buyers): one table, so a new code
// does not typecheck until it has its words.

export const DONE_WORDS: Record<BuyerDone, MessageKey> = {
  booked: "buyer.done.booked",
  cancelled: "buyer.done.cancelled",
  saved: "buyer.done.saved",
  "email-sent": "buyer.done.emailSent",
  "email-confirmed": "buyer.done.emailConfirmed",
  uploaded: "buyer.done.uploaded",
};

export const PROBLEM_WORDS: Record<BuyerProblem, MessageKey> = {
  "slot-full": "buyer.problem.slotFull",
  "slot-gone": "buyer.problem.slotGone",
  "slot-missing": "buyer.problem.slotMissing",
  "call-closed": "buyer.problem.callClosed",
  "no-phone": "buyer.problem.noPhone",
  "confirm-delete": "buyer.problem.confirmDelete",
  "email-needed": "buyer.problem.emailNeeded",
  "nothing-changed": "buyer.problem.nothingChanged",
  "upload-type": "buyer.problem.uploadType",
  "upload-size": "buyer.problem.uploadSize",
  "upload-quota": "buyer.problem.uploadQuota",
  "upload-failed": "buyer.problem.uploadFailed",
  "rate-limited": "site.rateLimited",
};

export const CATEGORY_WORDS: Record<LineCategory, MessageKey> = {
  "vehicle-price": "buyer.category.vehiclePrice",
  discount: "buyer.category.discount",
  rebate: "buyer.category.rebate",
  "documentation-fee": "buyer.category.documentationFee",
  "electronic-filing": "buyer.category.electronicFiling",
  "tire-fee": "buyer.category.tireFee",
  dmv: "buyer.category.dmv",
  "sales-tax": "buyer.category.salesTax",
  "add-on": "buyer.category.addOn",
  "service-contract": "buyer.category.serviceContract",
  gap: "buyer.category.gap",
  "trade-in": "buyer.category.tradeIn",
  payoff: "buyer.category.payoff",
  "down-payment": "buyer.category.downPayment",
  other: "buyer.category.other",
};

export const TOTAL_WORDS: Record<TotalKind, MessageKey> = {
  total: "buyer.total.total",
  balance: "buyer.total.balance",
  subtotal: "buyer.total.subtotal",
  taxable: "buyer.total.taxable",
};
