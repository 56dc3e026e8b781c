import { useSiteSettings } from "~/site-settings";
import { BrandLogo } from "./brand-logo";
import { OpenModalButton } from "./open-modal-button";
import { PhoneLink } from "./phone-link";

export function SiteHeader() {
  const { phone } = useSiteSettings();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto grid h-16 max-w-6xl grid-cols-[1fr_auto_1fr] items-center gap-4 px-4">
        <div>
          <PhoneLink phone={phone} className="hidden font-semibold text-brand-700 hover:underline md:inline" />
        </div>
        <a href="/landing/v1" className="justify-self-center">
          <BrandLogo />
        </a>
        <div className="justify-self-end">
          <OpenModalButton
            source="navbar"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-brand-700"
          >
            Get Started - Free Consultation
          </OpenModalButton>
        </div>
      </nav>
    </header>
  );
}
