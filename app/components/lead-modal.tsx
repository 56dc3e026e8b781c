import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "#app/i18n/i18n-context";
import { useHydrated } from "./use-hydrated";

type Props = { open: boolean; onClose: () => void; children: ReactNode };

/**
 * The lead modal on a native <dialog>: the browser keeps focus inside and makes the page inert.
 * Escape, a click on the backdrop and the close button close it; page scroll is locked while open.
 */
export function LeadModal({ open, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const t = useT();
  // The attribute the server rendered stays as it was: React removing it would close the dialog, and blur the
  // field the visitor is typing in, before it becomes modal; from then on showModal() and close() rule it.
  const [openedByServer] = useState(open);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  // Closed by the visitor before the scripts ran (its dialog form): it stays closed.
  useLayoutEffect(() => {
    if (openedByServer && ref.current && !ref.current.open) latestClose.current();
  }, [openedByServer]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !hydrated) return;
    if (open && !dialog.matches(":modal")) {
      if (dialog.open)
        reopenAsModal(dialog); // rendered open by the server
      else dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, hydrated]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does the same from the keyboard (onCancel).
    <dialog
      ref={ref}
      id="lead-modal"
      open={openedByServer || undefined}
      aria-labelledby="lead-modal-title"
      // On a phone the form is taller than the screen, so the modal fills it from 4vh down: anchored there rather
      // than centred, its Close stays put while a slow connection brings the form below it (an early tap lands).
      className={dialogClass}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="relative p-6 sm:p-8">
        {/* A dialog form closes the dialog where it is, before the scripts run too; with them, the host closes it. */}
        <form method="dialog">
          <button
            type="submit"
            aria-label={t("form.modal.close")}
            className={closeClass}
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            <CloseIcon />
          </button>
        </form>
        <h2 id="lead-modal-title" className="pr-10 text-2xl font-bold text-brand-900">
          {t("form.modal.title")}
        </h2>
        <div className="mt-6">{children}</div>
      </div>
    </dialog>
  );
}

const dialogClass =
  "fixed inset-0 z-50 m-auto max-h-[92vh] w-[min(40rem,94vw)] overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl " +
  "max-sm:mt-[4vh] max-sm:mb-auto";
const closeClass = "absolute top-4 right-4 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900";

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A dialog the server rendered open becomes modal (the page behind it inert, Escape closes it) without
 * moving the visitor: showModal() would focus its first control, the Close button, and the next Space
 * would close it. The field they were in gets the focus back with its cursor, and the blur
 * and focus of the swap never reach React, so no field is marked as left half-typed.
 */
function reopenAsModal(dialog: HTMLDialogElement) {
  const active = document.activeElement;
  const field = active instanceof HTMLElement && dialog.contains(active) ? active : null;
  const cursor = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? selectionOf(field) : null;
  const hide = (event: FocusEvent) => event.stopPropagation();
  const types = ["focusout", "focusin", "blur", "focus"] as const;
  for (const type of types) dialog.addEventListener(type, hide, true);
  try {
    dialog.close();
    dialog.showModal();
    if (field) {
      field.focus({ preventScroll: true });
      if (cursor) (field as HTMLInputElement).setSelectionRange(cursor.start, cursor.end, cursor.direction);
    }
  } finally {
    for (const type of types) dialog.removeEventListener(type, hide, true);
  }
}

/** A field's selection, where its type has one (an email field has none). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement) {
  try {
    const { selectionStart: start, selectionEnd: end, selectionDirection } = field;
    return start === null || end === null ? null : { start, end, direction: selectionDirection ?? undefined };
  } catch {
    return null;
  }
}
