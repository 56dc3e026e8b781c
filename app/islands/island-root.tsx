import { type ReactNode, useEffect } from "react";
import { OnLandingPageContext } from "#app/components/section-links";
import { useHydrated } from "#app/components/use-hydrated";
import { StaticI18nProvider } from "#app/i18n/i18n-context";
import { PageUrlContext } from "#app/page-url";
import { SiteSettingsContext } from "#app/site-settings";
import type { IslandFrame } from "./island-frame";

/**
 * An island's own tree: the frame given as the page's contexts, the same on the server and in the browser, so
 * the island hydrates to the markup the server wrote. `onSettled` is called once the island has hydrated and
 * its components have run the effects of their hydrated render (their children's effects run before a parent's),
 * so `<html data-hydrated>` means what the visitor can touch works (app/islands/entry.tsx).
 */
export function IslandRoot({ frame, onSettled, children }: { frame: IslandFrame; onSettled?: () => void; children: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onSettled?.();
  }, [hydrated, onSettled]);
  return (
    <SiteSettingsContext.Provider value={frame.settings}>
      <PageUrlContext.Provider value={frame.url}>
        <OnLandingPageContext.Provider value={frame.landing}>
          <StaticI18nProvider locale={frame.locale} messages={frame.messages}>
            {children}
          </StaticI18nProvider>
        </OnLandingPageContext.Provider>
      </PageUrlContext.Provider>
    </SiteSettingsContext.Provider>
  );
}
