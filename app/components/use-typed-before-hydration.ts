import { type RefObject, useLayoutEffect, useRef } from "react";

/** What the visitor had typed or chosen in a form before its scripts ran, by field name, and the field they were in. */
export type TypedBeforeHydration = { values: Record<string, string>; focused: string | undefined };

/**
 * Hands over, once, what the visitor typed into a server-rendered form before React hydrated it.
 * React 19 leaves a field's value alone while it hydrates, but the next render writes the state's value
 * back, which blanked every field typed early. This runs in a layout effect, after the hydration and
 * before that render, so the caller puts the typed values in its state first: the DOM already holds them,
 * React writes nothing, and the cursor and the focus stay where they are. Only fields that differ from
 * what the server rendered are handed over; `apply` is not called when there is nothing to keep.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, apply: (typed: TypedBeforeHydration) => void) {
  const latest = useRef(apply);
  latest.current = apply;
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const values: Record<string, string> = {};
    for (const control of element.elements) {
      if (control instanceof HTMLSelectElement) {
        if ([...control.options].some((option) => option.selected !== option.defaultSelected)) values[control.name] = control.value;
      } else if ((control instanceof HTMLInputElement && control.type !== "hidden") || control instanceof HTMLTextAreaElement) {
        if (control.value !== control.defaultValue) values[control.name] = control.value;
      }
    }
    const active = document.activeElement;
    const focused = active && element.contains(active) && "name" in active && typeof active.name === "string" ? active.name : undefined;
    if (Object.keys(values).length > 0 || focused) latest.current({ values, focused });
  }, [form]);
}
