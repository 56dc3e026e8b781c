import type { ReactNode } from "react";
import { useOpenLeadModal } from "./lead-modal-context";
import { useHydrated } from "./use-hydrated";

type Props = { source: string; className?: string; children: ReactNode; onOpen?: () => void };

/**
 * Opens the lead modal. Before JavaScript runs it is a link to `?lead={source}`, which the server
 * renders with the modal open, so the modal form works without JavaScript too.
 */
export function OpenModalButton({ source, className, children, onOpen }: Props) {
  const open = useOpenLeadModal();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={`?lead=${source}#lead-modal`} className={className}>
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
