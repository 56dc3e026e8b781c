import type { ReactNode } from "react";
import { useOpenLeadModal } from "./lead-modal-context";
import { useHydrated } from "./use-hydrated";

type Props = {
  source: string;
  className?: string;
  children: ReactNode;
  onOpen?: () => void;
  /** The id of the section the button sits in: the page opened before JavaScript comes back to it (issue 20.4). */
  section?: string;
};

/**
 * Opens the lead modal. Before JavaScript runs it is a link to `?lead={source}`, which the server
 * renders with the modal open, so the modal form works without JavaScript too; its fragment keeps the
 * visitor at the button's section, under the modal, and the modal closes in place.
 */
export function OpenModalButton({ source, className, children, onOpen, section = "lead-modal" }: Props) {
  const open = useOpenLeadModal();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={`?lead=${source}#${section}`} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => {
        onOpen?.();
        open(source);
      }}
    >
      {children}
    </button>
  );
}
