import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { FORM_LIMITS } from "~/domain/constants";
import { useT } from "~/i18n/i18n-context";
import { DeferredHydration } from "./deferred-hydration";
import { LeadForm } from "./lead-form";
import { LeadModal } from "./lead-modal";
import { LeadModalContext } from "./lead-modal-context";
import { useMarketingForms } from "./marketing-forms-context";

type Props = { initialSource?: string; children: ReactNode };

/** Owns the one lead modal of a page: which source opened it, and the reset 300 ms after it closes (SPEC §4). */
export function LeadModalHost({ initialSource, children }: Props) {
  const { result, ...formProps } = useMarketingForms();
  const t = useT();
  const [source, setSource] = useState(initialSource);
  const [open, setOpen] = useState(initialSource !== undefined);
  // The form is rendered once the modal first opens, not inside every closed page (issue 14.4: it was
  // an eighth of the landing page's HTML and of its render time). Opened by the server (no JavaScript),
  // it is there from the start.
  const [formMounted, setFormMounted] = useState(open);
  const [generation, setGeneration] = useState(0);
  const opener = useRef<Element | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const openModal = useCallback((tag: string) => {
    opener.current = document.activeElement;
    setSource(tag);
    setOpen(true);
    setFormMounted(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    // Remounting the form clears fields, errors, touched flags, success state and the model list.
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setGeneration((g) => g + 1), FORM_LIMITS.modalResetDelayMs);
    if (opener.current instanceof HTMLElement) opener.current.focus();
  }, []);

  return (
    <LeadModalContext.Provider value={openModal}>
      {children}
      <LeadModal open={open} onClose={close}>
        {/* Opened by the server, the modal's Close and the page around it hydrate first, the form in the next
          pass (issue 20.2): what is typed meanwhile stays, and a tap in the form hydrates it at once. */}
        {formMounted ? (
          <DeferredHydration>
            <LeadForm
              key={generation}
              formKind="modal"
              source={source}
              idPrefix="modal"
              submitLabel={t("form.submit")}
              // A server-rendered answer (no-JavaScript post) belongs to the first form only.
              result={generation === 0 ? result : undefined}
              {...formProps}
            />
          </DeferredHydration>
        ) : null}
      </LeadModal>
    </LeadModalContext.Provider>
  );
}
