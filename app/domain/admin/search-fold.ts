// How the advisors' search compares text (docs/decisions/044): "Jose" finds José, "garcia" García and
// "maria" MARÍA. The stored side is folded in D1 by the table search_folds (migration 0020 fills it from
// searchFoldTable, and the view lead_search_text applies it); the query is folded here by the same rule,
// so both sides agree character by character.

/**
 * The characters the search folds beyond ASCII's case: Latin with its accents (Spanish, Vietnamese,
 * the languages of Europe), the combining marks, Greek, Cyrillic and Armenian. Outside them a
 * character is compared as typed (and ASCII by its lowercase).
 */
export const SEARCH_FOLD_RANGES: readonly (readonly [number, number])[] = [
  [0x00c0, 0x024f],
  [0x0300, 0x036f],
  [0x0370, 0x03ff],
  [0x0400, 0x052f],
  [0x0531, 0x058f],
  [0x1e00, 0x1eff],
];

const COMBINING_MARK = /\p{M}/gu;

/** A character's canonical decomposition (NFD) without the combining marks, its case folded through the upper case. */
const foldOnce = (text: string) =>
  text.normalize("NFD").replace(COMBINING_MARK, "").toUpperCase().toLowerCase().replace(COMBINING_MARK, "");

/**
 * One character folded until it folds no further: ß reads as ss, a final ς as σ, and ẞ (whose lower
 * case is ß) as ss too. Every character the fold gives is then its own fold, so a query typed as the
 * fold already is finds the same.
 */
function foldCharacter(character: string): string {
  let folded = foldOnce(character);
  for (let again = foldOnce(folded); again !== folded; again = foldOnce(folded)) folded = again;
  return folded;
}

const inFoldRanges = (code: number) => SEARCH_FOLD_RANGES.some(([from, to]) => code >= from && code <= to);

/** Text as the search compares it: ASCII lowercased, the characters of SEARCH_FOLD_RANGES folded, the rest as typed. */
export function searchFold(text: string): string {
  let folded = "";
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x80) folded += character >= "A" && character <= "Z" ? character.toLowerCase() : character;
    else folded += inFoldRanges(code) ? foldCharacter(character) : character;
  }
  return folded;
}

/** Every character of SEARCH_FOLD_RANGES that folds to something else, and what it folds to: the rows of search_folds. */
export function searchFoldTable(): [string, string][] {
  const table: [string, string][] = [];
  for (const [from, to] of SEARCH_FOLD_RANGES) {
    for (let code = from; code <= to; code++) {
      const character = String.fromCodePoint(code);
      const folded = foldCharacter(character);
      if (folded !== character) table.push([character, folded]);
    }
  }
  return table;
}
