// The advisors' name search at a million leads (issue 21, item 10; docs/decisions/030-name-search-by-trigrams.md):
// the query the FTS5 trigram index lead_name_search is asked, built from what the advisor typed.

/**
 * A name search reads the trigram index from this many characters on. A trigram is three characters:
 * a shorter query has none, and the index would find nothing, so it keeps the LIKE walk of the leads.
 */
export const TRIGRAM_MIN_CHARS = 3;

/** Characters as SQLite counts them (code points), not UTF-16 units. */
const chars = (text: string) => [...text].length;

/** An FTS5 string: in double quotes, a double quote inside doubled; the trigram tokenizer reads it whole, spaces too. */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The FTS5 query for a name search of `raw`: the name column holding it, or the email column holding it
 * lowercased (the search compares emails with the lowercased query). Null when either is shorter than a
 * trigram. The index folds case beyond ASCII, as LIKE does not, so it finds a superset of what the
 * search's LIKE finds: the search keeps the LIKE on what the index found.
 */
export function nameSearchMatch(raw: string): string | null {
  const lower = raw.toLowerCase();
  if (chars(raw) < TRIGRAM_MIN_CHARS || chars(lower) < TRIGRAM_MIN_CHARS) return null;
  return `name : ${ftsString(raw)} OR email : ${ftsString(lower)}`;
}
