import { describe, expect, it } from "vitest";
import { isSessionUpload } from "./dealer-quote-path";

describe("a dealer quote belongs to the session that uploaded it (issue 13, item 6)", () => {
  it("accepts the session's own upload", () => {
    expect(isSessionUpload("dealer-quotes/session-12345678_1763800000000.png", "session-12345678")).toBe(true);
  });

  it.each([
    ["another session's upload", "dealer-quotes/session-87654321_1763800000000.png"],
    ["a longer session id sharing the prefix", "dealer-quotes/session-12345678_extra_1763800000000.png"],
    ["a path outside dealer-quotes", "other/session-12345678_1763800000000.png"],
    ["an unknown extension", "dealer-quotes/session-12345678_1763800000000.exe"],
  ])("refuses %s", (_name, path) => {
    expect(isSessionUpload(path, "session-12345678")).toBe(false);
  });
});
