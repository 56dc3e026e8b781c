// What other resources use of the dealer quotes (issue 19: one folder per resource, imported through its index).
export { keepAnsweredQuote } from "./keep-quote.server";
export { quoteFlagCountsQuery, quoteFlagsByLead } from "./check-views.server";
export { quoteTotalsQuery } from "./check-totals.server";
