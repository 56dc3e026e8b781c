// What other resources use of the dealer quotes (one folder per resource, imported through its index).
export { keepAnsweredQuote } from "./keep-quote.server";
export { leadQuoteChecks, ofLead as quotesOfLead, quoteFlagCountsQuery, quoteFlagsByLead } from "./check-views.server";
export { quoteTotalsQuery } from "./check-totals.server";
export { storeBuyerQuote } from "./uploads.server";
