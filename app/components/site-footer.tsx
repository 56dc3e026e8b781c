import { FOOTER_BRANDS, FOOTER_VEHICLE_TYPES, SOCIAL_LINKS } from "~/content/footer-links";
import { ADVISOR_HOURS_TEXT } from "~/domain/advisor-hours";
import { COPYRIGHT_YEAR } from "~/domain/constants";
import type { NewsletterActionResult } from "~/domain/marketing-page";
import { useSiteSettings } from "~/site-settings";
import { BrandLogo } from "./brand-logo";
import { NewsletterBox } from "./newsletter-box";
import { OpenModalButton } from "./open-modal-button";
import { PhoneLink } from "./phone-link";
import { SectionLink } from "./section-links";
import { SKIP_TARGET_ID } from "./skip-target";

const linkClass = "hover:text-white hover:underline";

export function SiteFooter({ newsletterResult }: { newsletterResult?: NewsletterActionResult }) {
  const { brand, phone } = useSiteSettings();
  return (
    <footer id="site-footer" className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2">
          <BrandLogo inverted />
          <p className="mt-3">The smart way to buy a car.</p>
          <p className="mt-4 text-sm">
            <PhoneLink phone={phone} className="font-semibold text-white hover:underline" />
            <br />
            {ADVISOR_HOURS_TEXT}
          </p>
          <div className="mt-6 max-w-sm">
            <NewsletterBox result={newsletterResult} />
          </div>
        </div>
        <FooterColumn title="Company">
          <li>
            <a href="/about" className={linkClass}>
              About Us
            </a>
          </li>
          <li>
            <a href="/blog" className={linkClass}>
              Blog
            </a>
          </li>
          <li>
            <a href="/terms" className={linkClass}>
              Terms
            </a>
          </li>
          <li>
            <OpenModalButton source="contact_us" className={linkClass}>
              Contact Us
            </OpenModalButton>
          </li>
        </FooterColumn>
        <FooterColumn title="Quick Links" id="quick-links">
          <li>
            <OpenModalButton source="get_in_touch" className={linkClass}>
              Get in Touch
            </OpenModalButton>
          </li>
          <li>
            <SectionLink hash="#how-it-works" className={linkClass}>
              How It Works
            </SectionLink>
          </li>
          <li>
            <SectionLink hash="#pricing" className={linkClass}>
              Pricing
            </SectionLink>
          </li>
          <li>
            <SectionLink hash="#trust-badges" className={linkClass}>
              Why Trust Us
            </SectionLink>
          </li>
        </FooterColumn>
        <div className="grid grid-cols-2 gap-6 lg:col-span-1 lg:grid-cols-1">
          <FooterColumn title="Our Brands">
            {FOOTER_BRANDS.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </FooterColumn>
          <FooterColumn title="Vehicles Type">
            {FOOTER_VEHICLE_TYPES.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </FooterColumn>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {COPYRIGHT_YEAR} {brand}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-4">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {s.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <ul className="flex gap-4">
            <li>
              <a href="/terms" className={linkClass}>
                Terms of Service
              </a>
            </li>
            <li>
              <a href="/privacy" className={linkClass}>
                Privacy Policy
              </a>
            </li>
            {/* The header (id="top") is sticky and always in view, so "#top" went nowhere. The skip link's
                target scrolls to the top, focuses the page's content, and is smooth through the stylesheet's
                scroll-behavior unless the visitor prefers reduced motion; no script needed (issue 14.5). */}
            <li>
              <a href={`#${SKIP_TARGET_ID}`} className={linkClass}>
                Back to top ↑
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, id, children }: { title: string; id?: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title} id={id}>
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </nav>
  );
}
