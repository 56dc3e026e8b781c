import { describe, expect, it } from "vitest";
import { printedLines } from "./text-lines";

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
