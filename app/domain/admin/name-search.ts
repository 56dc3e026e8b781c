// The advisors' name search at a million leads (docs/decisions/032, 035 and 044): the query the FTS5
// trigram index lead_name_search is asked, built from what the advisor typed, folded.

/**
 * A name search reads the trigram index from this many characters on. A trigram is three characters:
 * a shorter query has none, and the index would find nothing, so it walks the leads (docs/decisions/035).
 */
export const TRIGRAM_MIN_CHARS = 3;

/**
 * A name search is broad when the index holds its trigrams in more rows than this (or it is under three
 * characters, with no trigram to ask): reading them all and asking each row outlasts D1's limit for a
 * query at a million leads. A broad search walks the leads in the list's own order instead and stops at
 * the page, as matches are then many; under this, the index answers quickly (figures: docs/decisions/035).
 */
export const BROAD_SEARCH_INDEX_ROWS = 5_000;

/** The query's trigrams, each once: every run of three characters (code points, as SQLite counts them). */
function trigrams(text: string): string[] {
  const chars = [...text];
  return [...new Set(chars.slice(0, -2).map((_, i) => chars.slice(i, i + 3).join("")))];
}

/** An FTS5 string: in double quotes, a double quote inside doubled; the tokenizer reads each as one trigram. */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The FTS5 query for a name search of `folded` (searchFold's text): the rows holding every trigram of it.
 * The index holds each row's folded text (lead_search_rows.body) and keeps no positions (detail=none),
 * so a row holding the trigrams apart is found too: the search then asks each row found whether it
 * holds the text itself. Null under three characters: no trigram to ask.
 */
export function nameSearchMatch(folded: string): string | null {
  if ([...folded].length < TRIGRAM_MIN_CHARS) return null;
  return trigrams(folded).map(ftsString).join(" AND ");
}
