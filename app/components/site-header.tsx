import { useRef, useState } from "react";
import { formatPhone } from "#app/i18n/format";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { localizedPath } from "#app/i18n/locale";
import { useSiteSettings } from "#app/site-settings";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitch } from "./language-switch";
import { MobileNavDrawer } from "./mobile-nav-drawer";
import { NAV_ANCHORS } from "./nav-links";
import { OpenModalButton } from "./open-modal-button";
import { PhoneLink } from "./phone-link";
import { SpanishLine } from "./spanish-line";
import { focusFollowedSection, SectionLink } from "./section-links";
import { useHydrated } from "./use-hydrated";

export const getStartedClass = "rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-brand-700";

/**
 * Wide screens: phone left, logo centred, Get Started right. Narrow screens: a call button, a menu button
 * and a drawer (SPEC §2; the call button one tap away). An island of the marketing pages.
 */
export function SiteHeader() {
  const { phone } = useSiteSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const t = useT();
  const locale = useLocale();

  return (
    <header id="top" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t("site.nav.main")} className={navClass}>
        <div className="hidden lg:block">
          <PhoneLink phone={phone} className="font-semibold text-brand-700 hover:underline" />
          <SpanishLine className="ml-2 text-sm text-slate-600" />
        </div>
        {/* A brand name too long for the narrowest screen ends in an ellipsis rather than push the menu off it. */}
        <a href={localizedPath("/landing/v1", locale)} className="min-w-0 lg:justify-self-center">
          <BrandLogo size="narrowest" />
        </a>
        <div className="flex shrink-0 items-center gap-1 min-[400px]:gap-4 lg:justify-self-end lg:gap-6">
          <LanguageSwitch />
          <OpenModalButton source="navbar" className={`hidden lg:inline-block ${getStartedClass}`}>
            {t("site.header.getStarted")}
          </OpenModalButton>
          <a href={`tel:+1${phone}`} className={callClass} aria-label={t("site.header.callUs", { phone: formatPhone(locale, phone) })}>
            <PhoneIcon />
          </a>
          <button
            ref={menuButton}
            type="button"
            className={menuClass}
            aria-label={t("site.header.openMenu")}
            aria-expanded={hydrated ? drawerOpen : undefined}
            aria-controls="mobile-nav"
            // Before the scripts run the browser opens the drawer as a popover; then it is a modal dialog.
            popoverTarget={hydrated ? undefined : "mobile-nav"}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </nav>
      <nav aria-label={t("site.nav.sections")} className="hidden border-t border-slate-100 lg:block">
        <ul className="mx-auto flex h-10 max-w-6xl items-center justify-center gap-8 text-sm font-medium text-slate-700">
          {NAV_ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <SectionLink hash={anchor.href} className="hover:text-brand-700">
                {t(anchor.label)}
              </SectionLink>
            </li>
          ))}
        </ul>
      </nav>
      <MobileNavDrawer
        open={drawerOpen}
        hydrated={hydrated}
        onOpenedEarly={() => setDrawerOpen(true)}
        onClose={(followed) => {
          setDrawerOpen(false);
          // A section link leaves the focus on its section; anything else gives it back to the menu button.
          if (!(followed && focusFollowedSection(followed))) menuButton.current?.focus();
        }}
      />
    </header>
  );
}

// Below 400 px the spacing, the logo and the buttons' padding step down so that logo, language link, call and menu
// buttons fit a 320 px screen in either language; the buttons stay 38 px and more across.
const navClass =
  "mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 min-[400px]:gap-4 min-[400px]:px-4 " +
  "lg:grid lg:grid-cols-[1fr_auto_1fr]";
const menuClass = "rounded-lg p-1.5 text-brand-900 hover:bg-slate-100 min-[400px]:p-2 lg:hidden";
const callClass = "rounded-lg p-1.5 text-brand-700 hover:bg-slate-100 min-[400px]:p-2 lg:hidden";

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </svg>
  );
}
