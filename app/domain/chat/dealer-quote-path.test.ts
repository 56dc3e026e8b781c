import { describe, expect, it } from "vitest";
import { DEALER_QUOTE_PATH, isSessionUpload, keptQuotePath } from "./dealer-quote-path";

describe("a dealer quote belongs to the session that uploaded it", () => {
  it.each([
    ["kept", "dealer-quotes/session-12345678_1763800000000.png"],
    ["still pending", "dealer-quotes/pending/session-12345678_1763800000000.png"],
    ["named with a random part", "dealer-quotes/pending/session-12345678_1763800000000-0123abcdef01.png"],
  ])("accepts the session's own upload, %s", (_name, path) => {
    expect(isSessionUpload(path, "session-12345678")).toBe(true);
    expect(DEALER_QUOTE_PATH.test(path)).toBe(true);
  });

  it.each([
    ["another session's upload", "dealer-quotes/session-87654321_1763800000000.png"],
    ["another session's pending upload", "dealer-quotes/pending/session-87654321_1763800000000.png"],
    ["a longer session id sharing the prefix", "dealer-quotes/session-12345678_extra_1763800000000.png"],
    ["a path outside dealer-quotes", "other/session-12345678_1763800000000.png"],
    ["another folder under dealer-quotes", "dealer-quotes/other/session-12345678_1763800000000.png"],
    ["an unknown extension", "dealer-quotes/session-12345678_1763800000000.exe"],
    ["a random part that is not one", "dealer-quotes/session-12345678_1763800000000-../x.png"],
  ])("refuses %s", (_name, path) => {
    expect(isSessionUpload(path, "session-12345678")).toBe(false);
  });
});

describe("a kept upload's path", () => {
  it("is the spec's path without the pending folder, and a kept path is its own", () => {
    expect(keptQuotePath("dealer-quotes/pending/s1234567_1763800000000.pdf")).toBe("dealer-quotes/s1234567_1763800000000.pdf");
    expect(keptQuotePath("dealer-quotes/s1234567_1763800000000.pdf")).toBe("dealer-quotes/s1234567_1763800000000.pdf");
  });
});
