import { describe, expect, it } from "vitest";
import { formatPhoneDisplay, phoneDigits } from "./phone";

describe("phone display", () => {
  it.each([
    ["", ""],
    ["4", "(4"],
    ["415", "(415"],
    ["4155", "(415) 5"],
    ["415555", "(415) 555"],
    ["4155552", "(415) 555-2"],
    ["4155552671", "(415) 555-2671"],
    ["(415) 555-2671", "(415) 555-2671"],
    ["415555267199", "(415) 555-2671"],
  ])("%j shows as %j", (input, display) => {
    expect(formatPhoneDisplay(input)).toBe(display);
  });

  it("keeps digits only, at most ten", () => {
    expect(phoneDigits("+1 (415) 555-2671 ext")).toBe("1415555267");
    expect(phoneDigits("abc")).toBe("");
  });
});
