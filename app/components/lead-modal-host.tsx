import { useCallback, useEffect, useRef, useState } from "react";
import { FORM_LIMITS } from "#app/domain/constants";
import { useT } from "#app/i18n/i18n-context";
import { LeadForm } from "./lead-form";
import type { PageLeadForms } from "./lead-form-props";
import { LeadModal } from "./lead-modal";
import { openLeadModalFromOpeners } from "./lead-openers";
import { usePageFormToken } from "./page-form-token";

type Props = PageLeadForms & {
  /** The source of a `?lead=` link, or of a modal form posted without JavaScript: the page opens with the modal on it. */
  initialSource?: string;
};

/**
 * The one lead modal of a page, an island of its own (decision record 048): which source opened it, and the
 * reset 300 ms after it closes (SPEC §4). Every opener of the page opens it (lead-openers.ts).
 */
export function LeadModalHost({ initialSource, result, formToken, ...forms }: Props) {
  const t = useT();
  const [token, renewToken] = usePageFormToken(formToken);
  const [source, setSource] = useState(initialSource);
  const [open, setOpen] = useState(initialSource !== undefined);
  // The form is rendered once the modal first opens, not inside every closed page, where it
  // would weigh on the landing page's HTML and its render time. Opened by the server (no JavaScript),
  // it is there from the start.
  const [formMounted, setFormMounted] = useState(open);
  const [generation, setGeneration] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const openModal = useCallback((tag: string, from: HTMLElement) => {
    // Opened again before the reset of its last closing was due: the reset comes now, before the visitor types,
    // not in the middle of what they type.
    if (resetTimer.current !== undefined) {
      clearTimeout(resetTimer.current);
      resetTimer.current = undefined;
      setGeneration((g) => g + 1);
    }
    opener.current = from;
    setSource(tag);
    setOpen(true);
    setFormMounted(true);
  }, []);

  useEffect(() => openLeadModalFromOpeners(openModal), [openModal]);

  const close = useCallback(() => {
    setOpen(false);
    // Remounting the form clears fields, errors, touched flags, success state and the model list.
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      resetTimer.current = undefined;
      setGeneration((g) => g + 1);
    }, FORM_LIMITS.modalResetDelayMs);
    opener.current?.focus();
  }, []);

  return (
    <LeadModal open={open} onClose={close}>
      {formMounted ? (
        <LeadForm
          key={generation}
          formKind="modal"
          source={source}
          idPrefix="modal"
          submitLabel={t("form.submit")}
          // A server-rendered answer (no-JavaScript post) belongs to the first form only.
          result={generation === 0 ? result : undefined}
          formToken={token}
          onFormToken={renewToken}
          {...forms}
        />
      ) : null}
    </LeadModal>
  );
}
