// An edit of a phone field that is shown formatted: the field keeps phoneInput's value and shows
// formatPhoneDisplay's, so every keystroke changes the text around the caret. The caret is kept after the
// same number of digits it followed, wherever the brackets, space and dash of the new display fall.
import { formatPhoneDisplay, phoneInput } from "./phone";

/** Which way a single-character deletion went: Backspace deletes backward, Delete forward. */
export type PhoneDeletion = "backward" | "forward";

export type PhoneEdit = {
  /** What the field keeps (phoneInput's value): a leading "+" and the digits. */
  value: string;
  /** What the field shows. */
  display: string;
  /** Where the caret goes in the display. */
  caret: number;
};

const digitCount = (text: string) => text.replace(/\D/g, "").length;

/** The browser's name of an edit (InputEvent.inputType) as a deletion of one character, when it is one. */
export function phoneDeletion(inputType: string | undefined): PhoneDeletion | undefined {
  if (inputType === "deleteContentBackward") return "backward";
  if (inputType === "deleteContentForward") return "forward";
  return undefined;
}

/**
 * The field's value, display and caret after an edit. `previous` is the value before it, `typed` the text the
 * browser put in the field and `caret` the caret's place in that text. A Backspace or Delete that took away
 * a bracket, the space or the dash would leave the digits as they were, and the formatting would put it back:
 * the digit before it (Backspace) or after it (Delete) goes instead.
 */
export function editPhone(previous: string, typed: string, caret: number, deletion?: PhoneDeletion): PhoneEdit {
  const at = Math.min(Math.max(caret, 0), typed.length);
  const before = typed.slice(0, at);
  let digitsBefore = digitCount(before);
  let value = phoneInput(typed);
  if (deletion === undefined && insertedPastTheCap(previous, typed, value, digitsBefore)) {
    // Digits typed or pasted into a full number would push its last digits out unseen: the edit is refused, as a
    // field at its length refuses a key, and the caret stays where it was.
    const display = formatPhoneDisplay(previous);
    const inserted = digitCount(typed) - digitCount(previous);
    return { value: previous, display, caret: caretAfterDigits(display, digitsBefore - inserted, before.includes("+")) };
  }
  const overSeparator =
    deletion !== undefined && value === phoneInput(previous) && typed.length === formatPhoneDisplay(previous).length - 1;
  if (overSeparator) {
    // The digit to remove, counted from 0 among the value's digits.
    const gone = deletion === "backward" ? digitsBefore - 1 : digitsBefore;
    if (gone >= 0 && gone < digitCount(value)) {
      value = phoneInput(withoutDigit(value, gone));
      if (deletion === "backward") digitsBefore -= 1;
    }
  }
  const display = formatPhoneDisplay(value);
  return { value, display, caret: caretAfterDigits(display, digitsBefore, before.includes("+")) };
}

/**
 * Whether the edit only inserted digits at the caret (no selection was replaced) and the cap then cut digits
 * off the end. A paste over a selection is capped as before.
 */
function insertedPastTheCap(previous: string, typed: string, value: string, digitsBefore: number): boolean {
  const typedDigits = typed.replace(/\D/g, "");
  const previousDigits = previous.replace(/\D/g, "");
  const inserted = typedDigits.length - previousDigits.length;
  if (inserted <= 0 || digitCount(value) === typedDigits.length || digitsBefore < inserted) return false;
  return typedDigits.slice(0, digitsBefore - inserted) + typedDigits.slice(digitsBefore) === previousDigits;
}

/** The value with its digit number `index` (from 0, the "+" not counted) taken out. */
function withoutDigit(value: string, index: number): string {
  let seen = -1;
  let out = "";
  for (const char of value) {
    if (/\d/.test(char) && ++seen === index) continue;
    out += char;
  }
  return out;
}

/** The place right after the display's `digits`-th digit; before any digit, after a leading "+" the caret followed. */
function caretAfterDigits(display: string, digits: number, afterPlus: boolean): number {
  if (digits <= 0) return afterPlus && display.startsWith("+") ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (/\d/.test(display.charAt(i)) && ++seen === digits) return i + 1;
  }
  return display.length;
}
