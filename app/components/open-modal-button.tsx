import type { ReactNode } from "react";

type Props = {
  source: string;
  className?: string;
  children: ReactNode;
  /** Called on the click before the modal opens (the drawer closes itself). */
  onOpen?: () => void;
  /** The id of the section the button sits in: the page opened before JavaScript comes back to it. */
  section?: string;
};

/**
 * Opens the lead modal. It is a link to `?lead={source}`, which the server renders with the modal open, so the
 * modal form works before and without JavaScript; its fragment keeps the visitor at the button's section, under
 * the modal, and the modal closes in place. Once the modal's island has hydrated, it opens in place from every
 * such link of the page, which it presents as a button (lead-openers.ts): the sections around these links are
 * never hydrated (decision record 048).
 */
export function OpenModalButton({ source, className, children, onOpen, section = "lead-modal" }: Props) {
  return (
    <a href={`?lead=${source}#${section}`} data-lead-source={source} className={className} onClick={onOpen}>
      {children}
    </a>
  );
}
