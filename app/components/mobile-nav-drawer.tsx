import { useEffect, useLayoutEffect, useRef } from "react";
import { useT } from "#app/i18n/i18n-context";
import { useSiteSettings } from "#app/site-settings";
import { NAV_ANCHORS } from "./nav-links";
import { OpenModalButton } from "./open-modal-button";
import { PhoneLink } from "./phone-link";
import { SpanishLine } from "./spanish-line";
import { SectionLink } from "./section-links";

type Props = {
  open: boolean;
  hydrated: boolean;
  onOpenedEarly: () => void;
  /** Closed, by a section link (its href) or otherwise. */
  onClose: (followed?: string) => void;
};

/**
 * Slide-in navigation for narrow screens. A native modal <dialog> keeps focus inside and gives Escape;
 * the backdrop, the close button and any anchor close it; Get Started opens the lead modal (source navbar).
 * Before the scripts run it is a popover the menu button opens and its close button closes, with Escape
 * and a tap outside; opened that way, it stays open as the modal dialog once they run.
 */
export function MobileNavDrawer({ open, hydrated, onOpenedEarly, onClose }: Props) {
  const { phone } = useSiteSettings();
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const openedEarly = useRef(onOpenedEarly);
  openedEarly.current = onOpenedEarly;

  // Read at hydration, before the popover attribute goes: a drawer opened early opens again as the modal dialog.
  useLayoutEffect(() => {
    if (ref.current?.matches(":popover-open")) openedEarly.current();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does the same from the keyboard (onCancel).
    <dialog
      ref={ref}
      id="mobile-nav"
      aria-label={t("site.menu.label")}
      popover={hydrated ? undefined : "auto"}
      className="fixed open:block inset-y-0 right-0 left-auto m-0 h-full max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-2xl"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The browser may close it without a cancel event (a second Escape with no tap or click between, which
      // Chrome does not let the page refuse): the header hears of it, or the menu button would open nothing.
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex h-full flex-col gap-6 p-6">
        <button
          type="button"
          onClick={() => onClose()}
          popoverTarget={hydrated ? undefined : "mobile-nav"}
          popoverTargetAction={hydrated ? undefined : "hide"}
          aria-label={t("site.menu.close")}
          className="self-end rounded-full p-2 text-slate-600 hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
        <ul className="flex flex-col gap-4 text-lg font-medium text-brand-900">
          {NAV_ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <SectionLink
                hash={anchor.href}
                onClick={(href) => {
                  // Closed now, not after the next render: the dialog gives the focus back to the menu button
                  // as it closes, and the header then moves it to the section.
                  ref.current?.close();
                  onClose(href);
                }}
                className="block py-1 hover:text-brand-600"
              >
                {t(anchor.label)}
              </SectionLink>
            </li>
          ))}
        </ul>
        <p>
          <PhoneLink phone={phone} className="font-semibold text-brand-700 underline" />
          <SpanishLine className="ml-2 text-sm text-slate-600" />
        </p>
        <OpenModalButton
          source="navbar"
          onOpen={() => onClose()}
          className="rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
        >
          {t("site.menu.getStarted")}
        </OpenModalButton>
      </div>
    </dialog>
  );
}
