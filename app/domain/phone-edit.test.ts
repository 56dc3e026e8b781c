import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORM_LIMITS } from "./constants";
import { formatPhoneDisplay, phoneInput } from "./phone";
import { editPhone, type PhoneDeletion, phoneDeletion } from "./phone-edit";

/** A field's text with its caret written as "|". */
const withCaret = (display: string, caret: number) => `${display.slice(0, caret)}|${display.slice(caret)}`;

/** Edits the field: `typed` is the browser's text with its caret written as "|"; gives the display and its caret the same way. */
function edit(previous: string, typed: string, deletion?: PhoneDeletion): string {
  const caret = typed.indexOf("|");
  const result = editPhone(previous, typed.replace("|", ""), caret, deletion);
  return withCaret(result.display, result.caret);
}

type Field = { value: string; caret: number };

/** What a browser does with a key in a text field, then what the phone field makes of it. */
function press(field: Field, key: string): Field {
  const text = formatPhoneDisplay(field.value);
  const at = field.caret;
  const [typed, caret, deletion] =
    key === "Backspace"
      ? [text.slice(0, Math.max(at - 1, 0)) + text.slice(at), Math.max(at - 1, 0), "backward" as const]
      : key === "Delete"
        ? [text.slice(0, at) + text.slice(at + 1), at, "forward" as const]
        : [text.slice(0, at) + key + text.slice(at), at + key.length, undefined];
  const result = editPhone(field.value, typed, caret, deletion);
  return { value: result.value, caret: result.caret };
}

/** Types keys one at a time from an empty field, the caret at the end, as the forms and the chat take them. */
function typeInto(keys: string): { value: string; display: string } {
  let field: Field = { value: "", caret: 0 };
  for (const key of keys) {
    field = press(field, key);
    expect(field.caret).toBe(formatPhoneDisplay(field.value).length);
  }
  return { value: field.value, display: formatPhoneDisplay(field.value) };
}

describe("typing at the end of a phone field", () => {
  it.each([
    ["4155550123", "4155550123", "(415) 555-0123"],
    ["+1 (415) 555-0142", "+14155550142", "+1 (415) 555-0142"],
    ["1-415-555-0142", "14155550142", "1 (415) 555-0142"],
    ["+1 415.555.0142", "+14155550142", "+1 (415) 555-0142"],
    ["415.555.0142", "4155550142", "(415) 555-0142"],
    ["4155550142999", "4155550142", "(415) 555-0142"],
    ["1155552671", "1155552671", "(115) 555-2671"],
    ["14155550142999", "14155550142", "1 (415) 555-0142"],
    ["+1 (415) 555-01429", "+14155550142", "+1 (415) 555-0142"],
    ["+44 20 7946 0958", "+442079460958", "+442079460958"],
  ])("typed key by key, %j keeps %j and shows %j with the caret at the end", (keys, value, display) => {
    expect(typeInto(keys)).toEqual({ value, display });
  });

  it("Backspace at the end drops the last digit", () => {
    expect(edit("4155552671", "(415) 555-267|", "backward")).toBe("(415) 555-267|");
    expect(edit("4155", "(415) |", "backward")).toBe("(415|");
  });
});

describe("editing in the middle of a phone field", () => {
  it("Backspace after (415 and then 8 give (418) 555-0123, the caret after the 8", () => {
    let field: Field = { value: "4155550123", caret: "(415) 555-0123".length };
    field = { ...field, caret: "(415".length };
    field = press(field, "Backspace");
    expect(withCaret(formatPhoneDisplay(field.value), field.caret)).toBe("(41|5) 550-123");
    field = press(field, "8");
    expect(field.value).toBe("4185550123");
    expect(withCaret(formatPhoneDisplay(field.value), field.caret)).toBe("(418|) 555-0123");
  });

  it("a digit inserted mid-number stays where it was typed, and the caret after it", () => {
    expect(edit("41555", "(419|5) 55")).toBe("(419|) 555");
    expect(edit("41555012", "(415) 5559|-012")).toBe("(415) 555-9|012");
    expect(edit("4155550", "(44|15) 555-0")).toBe("(44|1) 555-50");
  });

  it("a digit typed or pasted into a full number is refused, the caret where it was (SPEC §5: at most 10)", () => {
    expect(edit("4155550123", "(4158|) 555-0123")).toBe("(415|) 555-0123");
    expect(edit("4155550123", "(415) 555-012399|")).toBe("(415) 555-0123|");
    // A paste over a selection still takes the first ten digits.
    expect(edit("4155550123", "2135550199 ext 7|")).toBe("(213) 555-0199|");
  });

  it("Backspace on a digit in the middle removes that digit", () => {
    expect(edit("4155550123", "(41|) 555-0123", "backward")).toBe("(41|5) 550-123");
    expect(edit("4155550123", "(415) 55|-0123", "backward")).toBe("(415) 55|0-123");
  });

  it("Delete on a digit in the middle removes that digit", () => {
    expect(edit("4155550123", "(41|) 555-0123", "forward")).toBe("(41|5) 550-123");
  });

  it("Backspace right after a bracket, the space or the dash removes the digit before it", () => {
    expect(edit("4155550123", "(415| 555-0123", "backward")).toBe("(41|5) 550-123");
    expect(edit("4155550123", "(415)|555-0123", "backward")).toBe("(41|5) 550-123");
    expect(edit("4155550123", "(415) 555|0123", "backward")).toBe("(415) 55|0-123");
    expect(edit("4155552", "(415) 555|2", "backward")).toBe("(415) 55|2");
    expect(edit("+14155", "+1 (415| 5", "backward")).toBe("+1 (41|5");
    expect(edit("14155550199", "1|(415) 555-0199", "backward")).toBe("|(415) 555-0199");
  });

  it("Backspace right after the opening bracket has no digit before it and changes nothing", () => {
    expect(edit("415", "|415", "backward")).toBe("|(415");
  });

  it("Delete right before a bracket, the space or the dash removes the digit after it", () => {
    expect(edit("4155550123", "(415| 555-0123", "forward")).toBe("(415|) 550-123");
    expect(edit("4155550123", "(415)|555-0123", "forward")).toBe("(415|) 550-123");
    expect(edit("4155550123", "(415) 555|0123", "forward")).toBe("(415) 555|-123");
    expect(edit("4155", "|415) 5", "forward")).toBe("|(155");
  });

  it("Delete at the end changes nothing", () => {
    expect(edit("415", "(415|", "forward")).toBe("(415|");
  });

  it("a character that is not a digit is dropped and the caret stays", () => {
    expect(edit("4155550123", "(41a|5) 555-0123")).toBe("(41|5) 555-0123");
  });

  it("a separator cut or deleted with others by a selection is put back, and no digit goes", () => {
    expect(edit("4155550123", "(415|555-0123", "backward")).toBe("(415|) 555-0123");
    expect(edit("4155550123", "(415|555-0123")).toBe("(415|) 555-0123");
  });
});

describe("pasting into a phone field", () => {
  it.each([
    ["", "(415) 555-0123|", "(415) 555-0123|"],
    ["", "+1 (415) 555-0142|", "+1 (415) 555-0142|"],
    ["", "1-415-555-0142|", "1 (415) 555-0142|"],
    ["", "415.555.0142|", "(415) 555-0142|"],
    ["415", "(415555-0123|", "(415) 555-0123|"],
    // A paste over the whole number: the browser's text is the pasted text.
    ["4155550123", "(213) 555-0199|", "(213) 555-0199|"],
    // A paste in the middle: the caret follows the last digit pasted.
    ["4150123", "(415555-|) 012-3", "(415) 555|-0123"],
  ])("into %j, %j shows %j", (previous, typed, shown) => {
    expect(edit(previous, typed)).toBe(shown);
  });
});

describe("the browser's edits", () => {
  it("Backspace and Delete are the two one-character deletions", () => {
    expect(phoneDeletion("deleteContentBackward")).toBe("backward");
    expect(phoneDeletion("deleteContentForward")).toBe("forward");
    expect(phoneDeletion("insertText")).toBeUndefined();
    expect(phoneDeletion("deleteByCut")).toBeUndefined();
    expect(phoneDeletion(undefined)).toBeUndefined();
  });
});

const digitsOf = (text: string) => text.replace(/\D/g, "");
const fieldText = fc.string({ unit: fc.constantFrom(..."0123456789()- .+a"), maxLength: 24 });

describe("any edit", () => {
  it("keeps the typed digits (at most SPEC §5's ten, or eleven with the country code), and the caret after the same digits", () => {
    fc.assert(
      fc.property(fieldText, fieldText, fc.nat(), (previousText, typed, caretSeed) => {
        const caret = caretSeed % (typed.length + 1);
        const result = editPhone(phoneInput(previousText), typed, caret);
        expect(result.value).toBe(phoneInput(typed));
        expect(result.display).toBe(formatPhoneDisplay(result.value));
        const shown = digitsOf(result.display);
        expect(digitsOf(typed).startsWith(shown)).toBe(true);
        if (!typed.trim().startsWith("+") && !/^(00|011)/.test(digitsOf(typed))) {
          expect(shown.length).toBe(
            Math.min(digitsOf(typed).length, shown.startsWith("1") ? FORM_LIMITS.phoneDigits + 1 : FORM_LIMITS.phoneDigits),
          );
        }
        expect(result.caret).toBeGreaterThanOrEqual(0);
        expect(result.caret).toBeLessThanOrEqual(result.display.length);
        expect(digitsOf(result.display.slice(0, result.caret)).length).toBe(Math.min(digitsOf(typed.slice(0, caret)).length, shown.length));
      }),
    );
  });

  it("Backspace or Delete anywhere in a formatted number removes at most one digit, the caret never past the end", () => {
    const usNumber = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 1, maxLength: 10 }).map((d) => `2${d}`.slice(0, 10));
    fc.assert(
      fc.property(usNumber, fc.nat(), fc.constantFrom("Backspace", "Delete"), (value, caretSeed, key) => {
        const display = formatPhoneDisplay(value);
        const after = press({ value, caret: caretSeed % (display.length + 1) }, key);
        const left = digitsOf(after.value).length;
        expect(left === value.length || left === value.length - 1).toBe(true);
        expect(after.caret).toBeLessThanOrEqual(formatPhoneDisplay(after.value).length);
      }),
    );
  });
});
