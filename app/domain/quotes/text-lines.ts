/** A run of text on a PDF page and where it sits (PDF space: y grows upwards), as the PDF reader gives it. */
export type PlacedText = { str: string; x: number; y: number };

/** Runs whose baselines differ by less than this (in points) are one printed line. */
const SAME_LINE_POINTS = 2.5;

/**
 * The printed lines of a PDF's pages, top to bottom and left to right: a quote's label and its amount
 * are separate runs of text that share a line, often far apart ("Doc fee ........ $85.00").
 */
export function printedLines(pages: PlacedText[][]): string[] {
  const lines: string[] = [];
  for (const page of pages) {
    const runs = page.filter((run) => run.str.trim() !== "").toSorted((a, b) => b.y - a.y || a.x - b.x);
    let current: PlacedText[] = [];
    for (const run of runs) {
      const first = current[0];
      if (first && Math.abs(first.y - run.y) >= SAME_LINE_POINTS) {
        lines.push(joined(current));
        current = [];
      }
      current.push(run);
    }
    if (current.length > 0) lines.push(joined(current));
  }
  return lines.filter((line) => line !== "");
}

const joined = (runs: PlacedText[]) =>
  runs
    .toSorted((a, b) => a.x - b.x)
    .map((run) => run.str.trim())
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
