/** The links that open the lead modal (OpenModalButton). */
const OPENER = "a[data-lead-source]";

/** An opener, once the modal opens in place, is a button to assistive technology: it opens a dialog. */
function present(opener: Element) {
  opener.setAttribute("role", "button");
  opener.setAttribute("aria-haspopup", "dialog");
}

function presentWithin(root: Element | Document) {
  if (root instanceof Element && root.matches(OPENER)) present(root);
  for (const opener of root.querySelectorAll(OPENER)) present(opener);
}

function openerOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(OPENER) : null;
}

/**
 * Opens the page's one lead modal from every opener of the page, in place: a click on any of them, in a section
 * that is never hydrated or in another island, reaches this one listener (decision record 048). Before it runs
 * an opener is the link it is, to the page with the modal open. Openers rendered later (more deals) are presented
 * as buttons too, and Space activates one, as it does a button. Returns what stops it.
 */
export function openLeadModalFromOpeners(open: (source: string, opener: HTMLElement) => void): () => void {
  presentWithin(document);
  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) presentWithin(node);
  });
  added.observe(document.body, { childList: true, subtree: true });
  const onClick = (event: MouseEvent) => {
    // A click meant for a new tab or window follows the link.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const opener = openerOf(event);
    const source = opener?.dataset.leadSource;
    if (!opener || !source) return;
    event.preventDefault();
    open(source, opener);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const opener = event.key === " " ? openerOf(event) : null;
    if (!opener) return;
    event.preventDefault();
    opener.click();
  };
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  return () => {
    added.disconnect();
    document.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onKeyDown);
  };
}
