import { FOOTER_BRANDS, FOOTER_VEHICLE_TYPES, SOCIAL_LINKS } from "#app/content/footer-links";
import { COPYRIGHT_YEAR } from "#app/domain/constants";
import type { NewsletterActionResult } from "#app/domain/marketing-page";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { pathInLanguage } from "#app/i18n/twins";
import { useSiteSettings } from "#app/site-settings";
import { AdvisorHours } from "./advisor-hours";
import { BrandLogo } from "./brand-logo";
import { Island } from "#app/islands/island";
import { useMarketingForms } from "./marketing-forms-context";
import { OpenModalButton } from "./open-modal-button";
import { PhoneLink } from "./phone-link";
import { SpanishLine } from "./spanish-line";
import { SectionLink } from "./section-links";
import { SKIP_TARGET_ID } from "./skip-target";

const linkClass = "hover:text-white hover:underline";

export function SiteFooter({ newsletterResult }: { newsletterResult?: NewsletterActionResult }) {
  const { brand, phone } = useSiteSettings();
  const t = useT();
  const locale = useLocale();
  const link = (englishPath: string) => pathInLanguage(englishPath, locale);
  const { newsletterConfirms, lead } = useMarketingForms();
  return (
    <footer id="site-footer" className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2">
          <BrandLogo inverted />
          <p className="mt-3">{t("site.footer.slogan")}</p>
          <p className="mt-4 text-sm">
            <PhoneLink phone={phone} className="font-semibold text-white hover:underline" />
            <SpanishLine className="ml-2" />
            <br />
            <AdvisorHours />
          </p>
          <div className="mt-6 max-w-sm">
            <Island kind="newsletter" props={{ result: newsletterResult, newsletterConfirms, action: lead.action }} />
          </div>
        </div>
        <FooterColumn title={t("site.footer.company")}>
          <li>
            <a href={link("/about")} className={linkClass}>
              {t("site.footer.about")}
            </a>
          </li>
          <li>
            <a href={link("/blog")} className={linkClass}>
              {t("site.footer.blog")}
            </a>
          </li>
          <li>
            <a href={link("/terms")} className={linkClass}>
              {t("site.footer.terms")}
            </a>
          </li>
          <li>
            <OpenModalButton source="contact_us" className={linkClass}>
              {t("site.footer.contact")}
            </OpenModalButton>
          </li>
        </FooterColumn>
        <FooterColumn title={t("site.footer.quickLinks")} id="quick-links">
          <li>
            <OpenModalButton source="get_in_touch" className={linkClass}>
              {t("site.footer.getInTouch")}
            </OpenModalButton>
          </li>
          <li>
            <SectionLink hash="#how-it-works" className={linkClass}>
              {t("site.footer.howItWorks")}
            </SectionLink>
          </li>
          <li>
            <SectionLink hash="#pricing" className={linkClass}>
              {t("site.footer.pricing")}
            </SectionLink>
          </li>
          <li>
            <SectionLink hash="#trust-badges" className={linkClass}>
              {t("site.footer.whyTrustUs")}
            </SectionLink>
          </li>
        </FooterColumn>
        <div className="grid grid-cols-2 gap-6 lg:col-span-1 lg:grid-cols-1">
          <FooterColumn title={t("site.footer.brands")}>
            {FOOTER_BRANDS.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </FooterColumn>
          <FooterColumn title={t("site.footer.vehicleTypes")}>
            {FOOTER_VEHICLE_TYPES.map((type) => (
              <li key={type}>{t(type)}</li>
            ))}
          </FooterColumn>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t("site.footer.rights", { year: COPYRIGHT_YEAR, brand })}</p>
          <ul className="flex flex-wrap gap-4">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {s.name}
                  <span className="sr-only">{t("site.footer.newTab")}</span>
                </a>
              </li>
            ))}
          </ul>
          <ul className="flex gap-4">
            <li>
              <a href={link("/terms")} className={linkClass}>
                {t("site.footer.termsOfService")}
              </a>
            </li>
            <li>
              <a href={link("/privacy")} className={linkClass}>
                {t("site.footer.privacyPolicy")}
              </a>
            </li>
            {/* The header (id="top") is sticky and always in view, so "#top" went nowhere. The skip link's
                target scrolls to the top, focuses the page's content, and is smooth through the stylesheet's
                scroll-behavior unless the visitor prefers reduced motion; no script needed. */}
            <li>
              <a href={`#${SKIP_TARGET_ID}`} className={linkClass}>
                {t("site.footer.backToTop")}
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
