import { useRef, useState } from "react";
import { useSiteSettings } from "~/site-settings";
import { BrandLogo } from "./brand-logo";
import { MobileNavDrawer } from "./mobile-nav-drawer";
import { NAV_ANCHORS } from "./nav-links";
import { OpenModalButton } from "./open-modal-button";
import { PhoneLink } from "./phone-link";
import { SectionLink } from "./section-links";
import { useHydrated } from "./use-hydrated";

export const getStartedClass = "rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-brand-700";

/** Wide screens: phone left, logo centred, Get Started right. Narrow screens: a menu button and a drawer (SPEC §2). */
export function SiteHeader() {
  const { phone } = useSiteSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  return (
    <header id="top" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 lg:grid lg:grid-cols-[1fr_auto_1fr]"
      >
        <div className="hidden lg:block">
          <PhoneLink phone={phone} className="font-semibold text-brand-700 hover:underline" />
        </div>
        <a href="/landing/v1" className="lg:justify-self-center">
          <BrandLogo />
        </a>
        <div className="flex items-center gap-6 lg:justify-self-end">
          <OpenModalButton source="navbar" className={`hidden lg:inline-block ${getStartedClass}`}>
            Get Started - Free Consultation
          </OpenModalButton>
          {hydrated ? (
            <button
              ref={menuButton}
              type="button"
              className={menuClass}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              aria-controls="mobile-nav"
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </button>
          ) : (
            // Before JavaScript runs the menu leads to the footer's links.
            <a href="#quick-links" className={menuClass} aria-label="Open menu">
              <MenuIcon />
            </a>
          )}
        </div>
      </nav>
      <nav aria-label="Sections" className="hidden border-t border-slate-100 lg:block">
        <ul className="mx-auto flex h-10 max-w-6xl items-center justify-center gap-8 text-sm font-medium text-slate-700">
          {NAV_ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <SectionLink hash={anchor.href} className="hover:text-brand-700">
                {anchor.label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </nav>
      <MobileNavDrawer
        open={drawerOpen}
        onClose={() => {
          setDrawerOpen(false);
          menuButton.current?.focus();
        }}
      />
    </header>
  );
}

const menuClass = "rounded-lg p-2 text-brand-900 hover:bg-slate-100 lg:hidden";

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </svg>
  );
}
