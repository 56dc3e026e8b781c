import { describe, expect, it } from "vitest";
import { formatPhoneDisplay, phoneDigits, phoneError } from "./phone";

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
    ["+", "+"],
    ["+1", "+1"],
    ["+14", "+1 (4"],
    // A leading 1 is read as the country code only once eleven digits are typed.
    ["1", "(1"],
    ["1415", "(141) 5"],
    ["1415555019", "(141) 555-5019"],
    ["14155550199", "1 (415) 555-0199"],
    ["+1 (415) 555-0142", "+1 (415) 555-0142"],
    ["1-415-555-0142", "1 (415) 555-0142"],
    ["+442079460958", "+442079460958"],
  ])("%j shows as %j", (input, display) => {
    expect(formatPhoneDisplay(input)).toBe(display);
  });
});

describe("the common US shapes keep their ten digits, and SPEC §5's rules hold on them", () => {
  it.each([
    "4155550142",
    "(415) 555-0142",
    "415.555.0142",
    "415 555 0142",
    "415-555-0142",
    "[415] 555 0142",
    "+14155550142",
    "+1 (415) 555-0142",
    "+1 415 555 0142",
    "+1-415-555-0142",
    "+1.415.555.0142",
    "1-415-555-0142",
    "1 (415) 555-0142",
    "14155550142",
    "1.415.555.0142",
    "  +1 (415) 555-0142  ",
  ])("%j is valid and is 4155550142", (input) => {
    expect(phoneError(input)).toBeUndefined();
    expect(phoneDigits(input)).toBe("4155550142");
  });

  it.each([
    ["", "form.error.phoneRequired"],
    ["   ", "form.error.phoneRequired"],
    ["+1", "form.error.phoneLength"],
    ["+1 415 555 014", "form.error.phoneLength"],
    // Ten digits starting with 1 are an area code starting with 1 (SPEC §5), not a country code and nine digits.
    ["1-415-555-014", "form.error.phoneAreaCode"],
    ["1234567890", "form.error.phoneAreaCode"],
    ["1155552671", "form.error.phoneAreaCode"],
    ["(115) 555-2671", "form.error.phoneAreaCode"],
    ["141555501423", "form.error.phoneLength"],
    ["+1 415 555 01423", "form.error.phoneLength"],
    ["41555501423", "form.error.phoneLength"],
    ["+1 (115) 555-0142", "form.error.phoneAreaCode"],
    ["1-015-555-0142", "form.error.phoneAreaCode"],
    ["0155550142", "form.error.phoneAreaCode"],
    ["+1 (415) 055-0142", "form.error.phoneExchange"],
    ["1-415-155-0142", "form.error.phoneExchange"],
    ["+1 222 222 2222", "form.error.phoneRepeated"],
  ])("%j gives %j", (input, message) => {
    expect(phoneError(input)?.key).toBe(message);
  });

  it.each(["+44 20 7946 0958", "+52 55 1234 5678", "+7 495 123-45-67", "0044 20 7946 0958", "011 44 20 7946 0958"])(
    "%j is not a US number and says so",
    (input) => {
      expect(phoneError(input)?.key).toBe("form.error.phoneNotUs");
      expect(phoneDigits(input)).toBe("");
    },
  );
});
