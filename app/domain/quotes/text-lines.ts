/** A run of text on a PDF page and where it sits (PDF space: y grows upwards), as the PDF reader gives it. */
export type PlacedText = { str: string; x: number; y: number };

/** Runs whose baselines differ by less than this (in points) are one printed line. */
const SAME_LINE_POINTS = 2.5;

/**
 * How much of a PDF's text a quote can hold, and so how much is read: a printed line longer than a
 * quote's line is cut, and the reading stops after so many runs, lines or characters. A hostile file
 * (a line of 50,000 digits, a million runs of one letter) costs no more than a long real quote.
 */
export const QUOTE_TEXT_LIMITS = { maxRuns: 20_000, maxLineChars: 200, maxLines: 1_500, maxChars: 60_000 } as const;

/**
 * The printed lines of a PDF's pages, top to bottom and left to right: a quote's label and its amount
 * are separate runs of text that share a line, often far apart ("Doc fee ........ $85.00").
 */
export function printedLines(pages: PlacedText[][]): string[] {
  const lines: string[] = [];
  let runsLeft: number = QUOTE_TEXT_LIMITS.maxRuns;
  let chars = 0;
  const add = (line: string) => {
    if (line === "" || lines.length >= QUOTE_TEXT_LIMITS.maxLines || chars + line.length > QUOTE_TEXT_LIMITS.maxChars) return;
    lines.push(line);
    chars += line.length;
  };
  for (const page of pages) {
    const runs = page
      .slice(0, Math.max(0, runsLeft))
      .filter((run) => run.str.trim() !== "")
      .toSorted((a, b) => b.y - a.y || a.x - b.x);
    runsLeft -= page.length;
    let current: PlacedText[] = [];
    for (const run of runs) {
      const first = current[0];
      if (first && Math.abs(first.y - run.y) >= SAME_LINE_POINTS) {
        add(joined(current));
        current = [];
      }
      current.push(run);
    }
    if (current.length > 0) add(joined(current));
  }
  return lines;
}

/** A line's runs left to right, each and the whole cut to a quote line's length (the label and amount of a real line fit). */
function joined(runs: PlacedText[]): string {
  const words: string[] = [];
  let length = 0;
  for (const run of runs.toSorted((a, b) => a.x - b.x)) {
    if (length > QUOTE_TEXT_LIMITS.maxLineChars) break;
    const word = run.str.slice(0, QUOTE_TEXT_LIMITS.maxLineChars + 1).trim();
    words.push(word);
    length += word.length + 1;
  }
  return words.join(" ").replace(/\s+/g, " ").trim().slice(0, QUOTE_TEXT_LIMITS.maxLineChars);
}
