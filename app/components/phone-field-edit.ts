import type { ChangeEvent } from "react";
import { editPhone, phoneDeletion } from "#app/domain/phone-edit";

/**
 * Takes an edit of a phone field that shows its value formatted, and gives the value to keep. The formatted
 * text and the caret go into the field here, at once: the render that follows finds the text it would write
 * and leaves the field alone (React and Preact write a value only when it differs), so the caret stays where
 * the visitor is editing instead of jumping to the end.
 */
export function takePhoneEdit(event: ChangeEvent<HTMLInputElement>, previous: string): string {
  const input = event.target;
  const native = event.nativeEvent;
  const inputType = typeof InputEvent !== "undefined" && native instanceof InputEvent ? native.inputType : undefined;
  const edit = editPhone(previous, input.value, input.selectionStart ?? input.value.length, phoneDeletion(inputType));
  input.value = edit.display;
  // Placing the caret focuses the field in some browsers: an edit without focus (autofill) keeps it as it is.
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
  return edit.value;
}
