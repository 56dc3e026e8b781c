import { searchFold } from "./search-fold";

// What an advisor's search asks for, decided once: the leads list, its count and the CSV all read a
// search through this (worker/services/admin/lead-search.server.ts builds its condition).

/** A query of digits and phone punctuation only is a phone number. */
const PHONE_QUERY = /^[\d\s().+-]+$/;

/** A phone query needs this many digits: fewer would match a good share of every area code. */
const PHONE_QUERY_MIN_DIGITS = 3;

/** A US number without its area code: "555-0188" finds (415) 555-0188 as well as a number beginning 555-0188. */
export const LOCAL_NUMBER_DIGITS = 7;

/**
 * A search, by kind:
 * - an email (the query holds "@"): a prefix of the stored, lowercased address;
 * - a phone: `digits` from the area code (all ten exactly, or fewer as a prefix), and when there are
 *   seven (`local`), the last seven digits of a number too;
 * - a name: `text`, folded (searchFold), anywhere in a lead's or a request's name and email, or the lead's notes.
 */
export type SearchQuery =
  | { kind: "email"; address: string }
  | { kind: "phone"; digits: string; local: boolean }
  | { kind: "name"; text: string };

/** The search `raw` asks for, or null when it asks for nothing (a query that folds to nothing). */
export function searchQuery(raw: string): SearchQuery | null {
  if (raw.includes("@")) return { kind: "email", address: raw.toLowerCase() };
  const digits = raw.replace(/\D/g, "");
  if (PHONE_QUERY.test(raw) && digits.length >= PHONE_QUERY_MIN_DIGITS) {
    // A leading 1 is the country code of a full number (+1 415 555 0188).
    const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
    return { kind: "phone", digits: national, local: national.length === LOCAL_NUMBER_DIGITS };
  }
  const text = searchFold(raw);
  return text === "" ? null : { kind: "name", text };
}

/**
 * A search's count stops one past this: the list then says "More than 100 leads". An advisor searching
 * "gmail" wants the latest few and a hint to narrow the search, not an exact figure that reads every
 * matching lead (docs/decisions/035 and 054).
 */
export const SEARCH_COUNT_CAP = 100;

/** A search's count, read one past the cap: whether it passed the cap, and what to show. */
export function cappedCount(n: number): { n: number; more: boolean } {
  return n > SEARCH_COUNT_CAP ? { n: SEARCH_COUNT_CAP, more: true } : { n, more: false };
}
