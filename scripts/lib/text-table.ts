/**
 * A plain-text table for the bench and audit scripts: the first column left-aligned, the others
 * right-aligned, a rule under the header, two spaces between columns.
 */
export function textTable(header: string[], body: string[][]): string[] {
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...body.map(line)];
}
