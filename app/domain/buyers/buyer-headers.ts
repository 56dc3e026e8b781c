// The buyer's pages (docs/decisions/052): a token in the path opens personal data, so no cache keeps the
// answer, no search engine indexes it, and no link on it tells another site the address it came from.
export const BUYER_HEADERS = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
} as const;
