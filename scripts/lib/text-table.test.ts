import { describe, expect, it } from "vitest";
import { textTable } from "./text-table.ts";

describe("textTable", () => {
  it("pads the first column to the left and the others to the right, with a rule under the header", () => {
    expect(
      textTable(
        ["path", "ms"],
        [
          ["/", "12.5"],
          ["/chatbot", "3.0"],
        ],
      ),
    ).toEqual(["path        ms", "--------  ----", "/         12.5", "/chatbot   3.0"]);
  });
});
