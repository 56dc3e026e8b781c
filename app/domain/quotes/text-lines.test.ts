import { describe, expect, it } from "vitest";
import { printedLines } from "./text-lines";
const QUOTE_TEXT_LIMITS = { maxLineChars: 200, maxLines: 1500, maxChars: 60000 };

describe("printed lines from a PDF's runs of text", () => {
  it("puts runs on one baseline together, left to right, pages in order", () => {
    const pages = [
      [
        { str: "$32,500.00", x: 450, y: 686 },
        { str: "Vehicle price", x: 50, y: 686.8 },
        { str: "Sunset Toyota", x: 50, y: 740 },
        { str: " ", x: 120, y: 722 },
      ],
      [{ str: "Total", x: 50, y: 700 }],
    ];
    expect(printedLines(pages)).toEqual(["Sunset Toyota", "Vehicle price $32,500.00", "Total"]);
  });
});

describe("printed lines no PDF can make unbounded", () => {
  it("cuts a line to a quote line's length, and stops at the limits on lines and runs", () => {
    const long = printedLines([[{ str: `${"1".repeat(50_000)}x`, x: 10, y: 700 }]]);
    expect(long).toEqual(["1".repeat(QUOTE_TEXT_LIMITS.maxLineChars)]);
    const many = Array.from({ length: 100_000 }, (_, i) => ({ str: "a", x: 10, y: i }));
    const lines = printedLines([many]);
    expect(lines.length).toBeLessThanOrEqual(QUOTE_TEXT_LIMITS.maxLines);
    expect(lines.join("").length).toBeLessThanOrEqual(QUOTE_TEXT_LIMITS.maxChars);
  });
});
