import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

type Props = { open: boolean; onClose: () => void; closeHref: string; children: ReactNode };

/**
 * The lead modal on a native <dialog>: the browser keeps focus inside and makes the page inert.
 * Escape, a click on the backdrop and the close button close it; page scroll is locked while open.
 */
export function LeadModal({ open, onClose, closeHref, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !hydrated) return;
    if (open && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close(); // rendered open by the server: reopen as a modal
      dialog.showModal();
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
      open={!hydrated && open ? true : undefined}
      aria-labelledby="lead-modal-title"
      className="fixed inset-0 z-50 m-auto max-h-[92vh] w-[min(40rem,94vw)] overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="relative p-6 sm:p-8">
        {hydrated ? (
          <button type="button" onClick={onClose} aria-label="Close" className={closeClass}>
            <CloseIcon />
          </button>
        ) : (
          <a href={closeHref} aria-label="Close" className={closeClass}>
            <CloseIcon />
          </a>
        )}
        <h2 id="lead-modal-title" className="pr-10 text-2xl font-bold text-brand-900">
          Get Started – Free Consultation
        </h2>
        <div className="mt-6">{children}</div>
      </div>
    </dialog>
  );
}

const closeClass = "absolute top-4 right-4 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900";

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}
