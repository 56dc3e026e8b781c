import { ADVISOR_HOURS_TEXT } from "~/domain/advisor-hours";
import { COPYRIGHT_YEAR } from "~/domain/constants";
import { useSiteSettings } from "~/site-settings";
import { BrandLogo } from "./brand-logo";
import { NewsletterBox, type NewsletterActionResult } from "./newsletter-box";
import { OpenModalButton } from "./open-modal-button";
import { PhoneLink } from "./phone-link";

export function SiteFooter({ newsletterResult }: { newsletterResult?: NewsletterActionResult }) {
  const { brand, phone } = useSiteSettings();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <BrandLogo inverted />
          <p className="mt-3">The smart way to buy a car.</p>
          <p className="mt-4 text-sm">
            <PhoneLink phone={phone} className="font-semibold text-white hover:underline" />
            <br />
            {ADVISOR_HOURS_TEXT}
          </p>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-white">Company</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <OpenModalButton source="footer_contact" className="hover:text-white hover:underline">
                Contact Us
              </OpenModalButton>
            </li>
          </ul>
        </div>
        <NewsletterBox result={newsletterResult} />
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm">
          © {COPYRIGHT_YEAR} {brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
