import type { ReactNode } from "react";
import { useFormAction } from "react-router";
import type { LeadActionResult, MarketingData, NewsletterActionResult } from "#app/domain/marketing-page";
import { useT } from "#app/i18n/i18n-context";
import { I18nProvider } from "#app/i18n/route-i18n";
import { Island } from "#app/islands/island";
import { useSiteSettings } from "#app/site-settings";
import { MarketingFormsContext } from "./marketing-forms-context";
import { OnLandingPageContext } from "./section-links";
import { SiteFooter } from "./site-footer";
import { SKIP_TARGET_ID } from "./skip-target";

type Props = {
  data: MarketingData;
  actionData: LeadActionResult | NewsletterActionResult | undefined;
  children: ReactNode;
  /** Landing pages hold the sections the navigation anchors point to. */
  landing?: boolean;
};

/**
 * Header, lead modal, footer and newsletter around a marketing page's own content, in the page's language.
 * The page is rendered whole on the server and never hydrated: what a visitor can touch is an island
 * (decision record 048), sent its own props.
 */
export function MarketingPage(props: Props) {
  return (
    <I18nProvider page={props.data}>
      <MarketingFrame {...props} />
    </I18nProvider>
  );
}

function MarketingFrame({ data, actionData, children, landing = false }: Props) {
  const t = useT();
  const { suggestSpanish } = useSiteSettings();
  const leadResult = actionData?.intent === "lead" ? actionData : undefined;
  const newsletterResult = actionData?.intent === "newsletter" ? actionData : undefined;
  const lead = {
    makes: data.makes,
    // One token for the page's forms: each stored request uses it up, and its answer brings the next one.
    formToken: leadResult?.formToken ?? data.formToken,
    pageContext: data.pageContext,
    result: leadResult,
    action: useFormAction(),
  };
  // A modal form posted without JavaScript comes back with the modal open on its answer.
  const openSource = leadResult?.formKind === "modal" ? (leadResult.source ?? "navbar") : data.modalSource;
  return (
    <OnLandingPageContext.Provider value={landing}>
      <MarketingFormsContext.Provider value={{ lead, newsletterConfirms: data.newsletterConfirms }}>
        <a
          href={`#${SKIP_TARGET_ID}`}
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t("site.skipToContent")}
        </a>
        {/* Above the sticky header, so it scrolls away and the sections' anchors stay clear of it. Each is painted
          once the element after it has been parsed (app.css, painted-whole): never half-arrived. */}
        {suggestSpanish ? <Island kind="language-suggestion" props={{}} className="painted-whole" /> : null}
        <Island kind="header" props={{}} className="painted-whole" />
        {/* The skip link's and back-to-top's target: focusable, so following either link moves
            focus here; a scroll margin of a whole screen, taller than any header, brings the page to its very top. */}
        <main id={SKIP_TARGET_ID} tabIndex={-1} className="scroll-mt-[100vh]">
          {children}
        </main>
        <SiteFooter newsletterResult={newsletterResult} />
        <Island kind="lead-modal" props={{ ...lead, initialSource: openSource }} />
      </MarketingFormsContext.Provider>
    </OnLandingPageContext.Provider>
  );
}
