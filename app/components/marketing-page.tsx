import { useEffect, useState, type ReactNode } from "react";
import type { LeadActionResult, MarketingData, NewsletterActionResult } from "~/domain/marketing-page";
import { I18nProvider, useT } from "~/i18n/i18n-context";
import { DeferredHydration } from "./deferred-hydration";
import { LanguageSuggestion } from "./language-suggestion";
import { LeadModalHost } from "./lead-modal-host";
import { MarketingFormsContext } from "./marketing-forms-context";
import { OnLandingPageContext } from "./section-links";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SKIP_TARGET_ID } from "./skip-target";

type Props = {
  data: MarketingData;
  actionData: LeadActionResult | NewsletterActionResult | undefined;
  children: ReactNode;
  /** Landing pages hold the sections the navigation anchors point to. */
  landing?: boolean;
};

/**
 * Header, lead modal, footer and newsletter around a marketing page's own content, in the page's language
 * (the message reader loads with the pages that show translated words, not with every page).
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
  const leadResult = actionData?.intent === "lead" ? actionData : undefined;
  const newsletterResult = actionData?.intent === "newsletter" ? actionData : undefined;
  // One token for the page's forms: each stored request uses it up, and its answer brings the next one.
  const pageToken = leadResult?.formToken ?? data.formToken;
  const [formToken, setFormToken] = useState(pageToken);
  useEffect(() => setFormToken(pageToken), [pageToken]);
  const forms = {
    makes: data.makes,
    formToken,
    onFormToken: setFormToken,
    pageContext: data.pageContext,
    result: leadResult,
    newsletterConfirms: data.newsletterConfirms,
  };
  // A modal form posted without JavaScript comes back with the modal open on its answer.
  const openSource = leadResult?.formKind === "modal" ? (leadResult.source ?? "navbar") : data.modalSource;
  return (
    <OnLandingPageContext.Provider value={landing}>
      <MarketingFormsContext.Provider value={forms}>
        <LeadModalHost initialSource={openSource}>
          <a
            href={`#${SKIP_TARGET_ID}`}
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            {t("site.skipToContent")}
          </a>
          {/* Above the sticky header, so it scrolls away and the sections' anchors stay clear of it. */}
          <LanguageSuggestion />
          <SiteHeader />
          {/* The skip link's and back-to-top's target (issue 14.5): focusable, so following either link moves
            focus here; a scroll margin of a whole screen, taller than any header, brings the page to its very top. */}
          <main id={SKIP_TARGET_ID} tabIndex={-1} className="scroll-mt-[100vh]">
            {children}
          </main>
          <DeferredHydration>
            <SiteFooter newsletterResult={newsletterResult} />
          </DeferredHydration>
        </LeadModalHost>
      </MarketingFormsContext.Provider>
    </OnLandingPageContext.Provider>
  );
}
